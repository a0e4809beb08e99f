import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeadToHead } from '@velo/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoute } from '@/testing/render-screen';
import { ComparePage } from './compare-page';
import { formatGap } from './search';

const side = (place: number | null, status = 'F', timeMs: number | null = null, points = 0) => ({
  place,
  status,
  timeMs,
  points,
});

const answer: HeadToHead = {
  year: null,
  a: { participantId: 1, lastName: 'Орлов', firstName: 'Илья', club: 'Торнадо', ahead: 2 },
  b: { participantId: 2, lastName: 'Белов', firstName: 'Юрий', club: null, ahead: 1 },
  years: [2025, 2024],
  skill: { family: 'road', aAheadProbability: 0.642 },
  races: [
    {
      protocolId: 30,
      eventId: 3,
      eventDate: '2025-06-10',
      eventName: 'Летняя',
      category: 'М40',
      a: side(null, 'DNF'),
      b: side(1, 'F', 7_200_000, 95.5),
      ahead: 'b',
      gapMs: null,
    },
    {
      protocolId: 20,
      eventId: 2,
      eventDate: '2025-05-10',
      eventName: 'Весенняя',
      category: 'М40',
      a: side(1, 'F', 7_200_000, 100),
      b: side(3, 'F', 7_215_500, 82.25),
      ahead: 'a',
      gapMs: 15_500,
    },
    {
      protocolId: 10,
      eventId: 1,
      eventDate: '2024-08-01',
      eventName: 'Прошлогодняя',
      category: 'Абсолют',
      a: side(2, 'F', 3_600_000, 40),
      b: side(5, 'F', 3_725_000, 20),
      ahead: 'a',
      gapMs: 125_000,
    },
  ],
};

const asked: string[] = [];
const serve = () =>
  vi.stubGlobal(
    'fetch',
    fakeFetch((url) => {
      asked.push(url);
      if (url.startsWith('/v1/Participant/head-to-head')) {
        const year = new URL(url, 'http://x').searchParams.get('year');
        return {
          body: year
            ? {
                ...answer,
                year: Number(year),
                races: answer.races.filter((r) => r.eventDate.startsWith(year)),
              }
            : answer,
        };
      }
      if (url.startsWith('/v1/Participant/season-progress')) {
        const params = new URL(url, 'http://x').searchParams;
        const id = Number(params.get('participantId'));
        const year = Number(params.get('year'));
        const totals = id === 1 ? [100, 250] : [95.5];
        return {
          body: {
            participantId: id,
            year,
            points: totals.map((totalPoints, i) => ({
              date: `${year}-0${5 + i}-10`,
              races: [],
              dayPoints: totalPoints,
              totalPoints,
              place: 1,
              genderPlace: 1,
            })),
          },
        };
      }
      if (url === '/v1/Statistic/paged-rating')
        return {
          body: {
            year: 2025,
            updateDate: null,
            participants: {
              totalCount: 1,
              items: [
                {
                  id: 3,
                  place: 1,
                  genderPlace: 1,
                  rating: 10,
                  racesCount: 1,
                  inCurrentUserFavorites: false,
                  showFavoriteIcon: false,
                  participant: {
                    id: 3,
                    firstName: 'Пётр',
                    lastName: 'Котов',
                    middleName: '',
                    gender: 'male',
                    birthYear: 1985,
                    city: '',
                    country: '',
                    club: 'Вело',
                    photoFileId: null,
                  },
                },
              ],
            },
          },
        };
      return { status: 404, body: { Error: 'нет' } };
    }),
  );

describe('head-to-head page /rating/compare (issue 19)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    asked.length = 0;
  });

  it('shows the tally, the common races with who was ahead, the gap and the points', async () => {
    serve();
    await renderRoute(<ComparePage />, { path: '/rating/compare?a=1&b=2' });
    expect(await screen.findByText(/Счёт личных встреч: 2 : 1/)).toBeInTheDocument();
    expect(
      screen.getByText('По силе (шоссе) в следующий раз впереди будет: Орлов Илья — 64 %, Белов Юрий — 36 %'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Орлов Илья впереди в 2 из 3/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Орлов Илья' })).toHaveAttribute('href', '/rating/details/1');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['10/06/2025', 'Летняя', 'М40', 'DNF', '1', '—', '0 : 95,5'],
      ['10/05/2025', 'Весенняя', 'М40', '1', '3', '+15,5 с', '100 : 82,25'],
      ['01/08/2024', 'Прошлогодняя', 'Абсолют', '2', '5', '+2:05', '40 : 20'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Летняя' })).toHaveAttribute(
      'href',
      '/results/details/30',
    );
    // Both riders' season on one chart: with every year chosen, the newest common season.
    expect(
      await screen.findByText('Очки за сезон 2025: Орлов Илья — 250, Белов Юрий — 95,5'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Сезон 2025: очки после каждого дня гонок' }),
    ).toBeInTheDocument();
  });

  it('keeps to a season chosen in the tabs, in the address', async () => {
    serve();
    const { router } = await renderRoute(<ComparePage />, { path: '/rating/compare?a=1&b=2' });
    await screen.findByText(/Счёт личных встреч/);
    await userEvent.click(screen.getByRole('radio', { name: '2024' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ a: 1, b: 2, year: 2024 }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(asked.some((url) => url.includes('year=2024'))).toBe(true);
  });

  it('asks for two riders, and picks the second by name', async () => {
    serve();
    const { router } = await renderRoute(<ComparePage />, { path: '/rating/compare?a=1' });
    expect(await screen.findByText('Выберите двух участников')).toBeInTheDocument();
    expect(asked.some((url) => url.startsWith('/v1/Participant/head-to-head'))).toBe(false);
    await userEvent.type(screen.getByRole('combobox', { name: 'Сравнить с…' }), 'Кот');
    await userEvent.click(await screen.findByRole('option', { name: /Котов Пётр · 1985, Вело/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ a: 1, b: 3 }));
  });

  it('says when the same rider is chosen twice', async () => {
    serve();
    await renderRoute(<ComparePage />, { path: '/rating/compare?a=1&b=1' });
    expect(await screen.findByText('Выберите двух разных участников')).toBeInTheDocument();
  });

  it('writes gaps as a person reads them', () => {
    expect([
      formatGap(15_500),
      formatGap(-2_000),
      formatGap(125_000),
      formatGap(3_725_000),
      formatGap(0),
    ]).toEqual(['+15,5 с', '−2 с', '+2:05', '+1:02:05', '0 с']);
  });
});
