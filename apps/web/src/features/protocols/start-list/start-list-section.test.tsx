import { screen, within } from '@testing-library/react';
import type { EventPrediction, MyPrediction, StartList } from '@velo/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatDay, isoDay } from '@/components/format';
import { buildEvent } from '@/testing/build-event';
import { forgetSessionSnapshot } from '@/lib/session';
import { signInForTest } from '@/testing/fake-server';
import { fakeFetch, renderRoute, renderScreen } from '@/testing/render-screen';
import { EventProtocolsPage } from '../event-protocols-page';
import { StartListSection } from './start-list-section';

const entry = (overrides: Partial<StartList['entries'][number]>): StartList['entries'][number] => ({
  participantId: null,
  lastName: '',
  firstName: '',
  yearOfBirth: null,
  gender: 'male',
  club: '',
  city: '',
  seasonPlace: null,
  seasonPoints: null,
  inCurrentUserFavorites: false,
  ...overrides,
});

const startList: StartList = {
  eventId: 5,
  eventName: 'Гонка на Воробьёвых',
  eventDate: '2026-12-06',
  isRating: true,
  updatedAt: '2026-11-20T10:00:00Z',
  entries: [
    entry({
      participantId: 11,
      lastName: 'Орлов',
      firstName: 'Илья',
      yearOfBirth: 1984,
      club: 'Торнадо',
      city: 'Москва',
      seasonPlace: 3,
      seasonPoints: 812.5,
      inCurrentUserFavorites: true,
    }),
    entry({
      participantId: 12,
      lastName: 'Белова',
      firstName: 'Анна',
      yearOfBirth: 1990,
      gender: 'female',
      club: 'Вело-Драйв',
      city: 'Тула',
      seasonPlace: 7,
      seasonPoints: 301,
    }),
    entry({ lastName: 'Новиков', firstName: 'Пётр', yearOfBirth: 2001, city: 'Клин' }),
  ],
  forecasts: [
    {
      gender: 'male',
      registered: 2,
      inTopHundred: 1,
      expectedQ: 1.005,
      expectedF: 0.42,
      placePoints: Array.from({ length: 14 }, (_, i) => ({ place: i + 1, points: 100 - i * 6.25 })),
    },
    {
      gender: 'female',
      registered: 1,
      inTopHundred: 1,
      expectedQ: 1.005,
      expectedF: 0.3,
      placePoints: [{ place: 1, points: 30.15 }],
    },
  ],
};

/** The page's event: upcoming, without protocols, with or without a start list. */
/** The event in a week (or `days` from today: a past one without protocols says it differently). */
const eventDay = (days = 7) => addDays(isoDay(), days);
let eventDays = 7;
const upcomingEvent = (startListCount: number) =>
  buildEvent({ id: 5, startListCount, eventDate: `${eventDay(eventDays)}T00:00:00Z` });

const prediction: EventPrediction = {
  eventId: 5,
  family: 'road',
  groups: [
    {
      gender: 'male',
      riders: [
        {
          participantId: 11,
          lastName: 'Орлов',
          firstName: 'Илья',
          display: 612,
          provisional: false,
          order: 1,
          low: 1,
          high: 2,
          points: 100,
        },
        {
          participantId: null,
          lastName: 'Новиков',
          firstName: 'Пётр',
          display: null,
          provisional: true,
          order: 2,
          low: 1,
          high: 2,
          points: 93.75,
        },
      ],
    },
  ],
};

const asked: string[] = [];
let predictionAnswer: EventPrediction | null = null;
let myAnswer: MyPrediction = { eventId: 5, line: null };
const authorizations: (string | null)[] = [];
const serve = (answer: StartList | null) =>
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      asked.push(url);
      if (url === '/v1/Skill/my-prediction?eventId=5') {
        authorizations.push(new Headers(init?.headers).get('authorization'));
        return { body: myAnswer };
      }
      if (url === '/v1/Event/5') return { body: upcomingEvent(answer ? answer.entries.length : 0) };
      if (url === '/v1/StartList/5')
        return answer ? { body: answer } : { status: 404, body: { Error: 'Нет' } };
      if (url === '/v1/Skill/event-prediction?eventId=5')
        return predictionAnswer ? { body: predictionAnswer } : { status: 404, body: { Error: 'Нет' } };
      if (url === '/v1/Protocol/paged-short-info') return { body: { items: [], totalCount: 0 } };
      return { status: 404, body: { Error: `не ожидался ${url}` } };
    }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  asked.length = 0;
  eventDays = 7;
  predictionAnswer = null;
  myAnswer = { eventId: 5, line: null };
  authorizations.length = 0;
  localStorage.clear();
});

const AHEAD = 'Мероприятие еще впереди: протоколы появятся после старта';

describe('the start list on the event page (issue 19)', () => {
  it('shows the forecast per gender: Q, F, the top 100 count and the points of the first places', async () => {
    serve(startList);
    renderScreen(<StartListSection eventId={5} />);
    const men = await screen.findByRole('region', { name: 'Прогноз: Мужчины' });
    const figures = within(men)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(figures).toEqual(['2', '1', '1,005', '0,42']);
    expect(within(men).getByText('Ожидаемый коэффициент представительности Q')).toBeTruthy();
    expect(within(men).getByText('Ожидаемый коэффициент значимости F')).toBeTruthy();
    const places = within(men).getByRole('table', { name: 'Очки за место: Мужчины' });
    const rows = within(places).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]?.textContent).toBe('1100');
    expect(rows[1]?.textContent).toBe('293,75');
    const women = screen.getByRole('region', { name: 'Прогноз: Женщины' });
    expect(
      within(women)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1', '1', '1,005', '0,3']);
  });

  it('lists the registered riders in order, with season places, links to known riders and the favourite mark', async () => {
    serve(startList);
    renderScreen(<StartListSection eventId={5} />);
    const table = await screen.findByRole('table', { name: 'Заявленные участники' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['3', '7', '—']);
    expect(rows[0]?.textContent).toContain('1984 · М · Торнадо · Москва');
    expect(rows[0]?.textContent).toContain('812,5');
    expect(within(rows[0]!).getByRole('link', { name: 'Орлов Илья' }).getAttribute('href')).toBe(
      '/rating/details/11',
    );
    expect(within(rows[0]!).getByRole('img', { name: 'В избранном' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('img', { name: 'В избранном' })).toBeNull();
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(rows[2]?.textContent).toContain('Новиков Пётр');
    expect(screen.getByText(/3 участника · обновлён 20\/11\/2026/)).toBeTruthy();
  });

  it('the page of an upcoming event without protocols shows its start list', async () => {
    serve(startList);
    await renderRoute(<EventProtocolsPage />, { path: '/rating/protocols/5' });
    expect(await screen.findByRole('heading', { name: 'Стартовый лист' })).toBeTruthy();
    // Before any protocol, the event's name and day come from the event itself.
    expect(screen.getByText(`Кубок Подмосковья · ${formatDay(eventDay())}`)).toBeTruthy();
    // Still ahead: no protocols is what is expected, and the page says why.
    expect(screen.getByText(AHEAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Белова Анна' })).toBeTruthy();
  });

  it('an event without a start list shows nothing of it, and does not ask for one', async () => {
    serve(null);
    await renderRoute(<EventProtocolsPage />, { path: '/rating/protocols/5' });
    await screen.findByText(AHEAD);
    await vi.waitFor(() => expect(asked).toContain('/v1/Event/5'));
    expect(asked).not.toContain('/v1/StartList/5');
    expect(screen.queryByRole('heading', { name: 'Стартовый лист' })).toBeNull();
  });

  it('a past event without protocols says that none came yet', async () => {
    eventDays = -3;
    serve(null);
    await renderRoute(<EventProtocolsPage />, { path: '/rating/protocols/5' });
    expect(await screen.findByText('У мероприятия пока нет протоколов')).toBeTruthy();
    expect(screen.queryByText(AHEAD)).toBeNull();
  });

  it('shows the predicted places by skill (issue 39): the order, the 80 % range, the number and the points', async () => {
    predictionAnswer = prediction;
    serve(startList);
    renderScreen(<StartListSection eventId={5} />);
    const table = await screen.findByRole('table', { name: 'Прогноз мест по силе: мужчины' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['1', 'Орлов Илья', '1–2', '612', '100'],
      ['2', 'Новиков Пётр', '1–2', '—', '93,75'],
    ]);
    expect(within(table).getByRole('link', { name: 'Орлов Илья' }).getAttribute('href')).toBe(
      '/rating/details/11',
    );
  });

  it('shows no prediction while the call has none', async () => {
    serve(startList);
    renderScreen(<StartListSection eventId={5} />);
    await screen.findByRole('table', { name: 'Заявленные участники' });
    await vi.waitFor(() => expect(asked).toContain('/v1/Skill/event-prediction?eventId=5'));
    expect(screen.queryByRole('heading', { name: 'Прогноз мест' })).toBeNull();
  });

  it('gives a signed-in registered rider their own line, asked with their token (issue 39)', async () => {
    signInForTest('rider-token');
    predictionAnswer = prediction;
    myAnswer = {
      eventId: 5,
      line: { low: 8, high: 15, order: 10, points: 34.2, year: 2026, placeNow: 260, placeAfter: 210 },
    };
    serve(startList);
    renderScreen(<StartListSection eventId={5} />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Прогноз: 8–15 место; за 10 место ≈ 34 очка, рейтинг поднимется до ~210 места',
    );
    expect(authorizations).toEqual(['Bearer rider-token']);
  });

  it('asks no personal line for a guest, and shows none to a user who is not registered', async () => {
    predictionAnswer = prediction;
    serve(startList);
    const guest = renderScreen(<StartListSection eventId={5} />);
    await screen.findByRole('table', { name: 'Прогноз мест по силе: мужчины' });
    expect(asked).not.toContain('/v1/Skill/my-prediction?eventId=5');
    guest.unmount();

    signInForTest();
    forgetSessionSnapshot();
    renderScreen(<StartListSection eventId={5} />);
    await vi.waitFor(() => expect(authorizations).toHaveLength(1));
    await screen.findByRole('table', { name: 'Прогноз мест по силе: мужчины' });
    expect(screen.queryByText(/^Прогноз:/)).toBeNull();
  });
});
