import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubPage as ClubPageAnswer, ClubSkill, ClubStandings } from '@velo/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoute } from '@/testing/render-screen';
import { ClubPage } from './club-page';
import { ClubStandingsPage } from './club-standings-page';

const standings = (best: number): ClubStandings => ({
  year: 2025,
  best,
  updateDate: null,
  clubs: {
    totalCount: 2,
    items: [
      { place: 1, key: 'альфа', name: 'Альфа', points: 412.5, ridersCounted: best, ridersTotal: 7 },
      { place: 2, key: 'бета', name: 'ВК Бета', points: 120, ridersCounted: 2, ridersTotal: 2 },
    ],
  },
});

const club: ClubPageAnswer = {
  key: 'альфа',
  name: 'Альфа',
  spellings: [
    { name: 'Альфа', riders: 2 },
    { name: 'ВК «Альфа»', riders: 1 },
  ],
  year: 2025,
  best: 2,
  updateDate: null,
  standing: { place: 1, key: 'альфа', name: 'Альфа', points: 300, ridersCounted: 2, ridersTotal: 3 },
  riders: [
    { lastName: 'Орлов', firstName: 'Илья', points: 200, place: 1, counted: true },
    { lastName: 'Смирнова', firstName: 'Анна', points: 100, place: 4, counted: true },
    { lastName: 'Котов', firstName: 'Пётр', points: 50, place: 9, counted: false },
  ].map((rider, i) => ({
    ...rider,
    participantId: i + 1,
    gender: rider.lastName === 'Смирнова' ? ('female' as const) : ('male' as const),
    birthYear: 1980,
    club: 'Альфа',
    genderPlace: 1,
    racesCount: 2,
  })),
};

const clubSkill: ClubSkill = {
  key: 'альфа',
  families: [
    {
      family: 'road',
      riders: [
        {
          participantId: 3,
          lastName: 'Котов',
          firstName: 'Пётр',
          display: 540,
          provisional: false,
          races: 30,
        },
        { participantId: 1, lastName: 'Орлов', firstName: 'Илья', display: 610, provisional: true, races: 3 },
      ],
    },
    {
      family: 'mtb',
      riders: [
        {
          participantId: 2,
          lastName: 'Смирнова',
          firstName: 'Анна',
          display: 480,
          provisional: false,
          races: 8,
        },
      ],
    },
  ],
};

const asked: string[] = [];
const serve = () =>
  vi.stubGlobal(
    'fetch',
    fakeFetch((url) => {
      asked.push(url);
      const params = new URL(url, 'http://x').searchParams;
      if (url.startsWith(`/v1/Skill/club/${encodeURIComponent('альфа')}`)) return { body: clubSkill };
      if (url.startsWith('/v1/Club/standings')) return { body: standings(Number(params.get('best'))) };
      if (url.startsWith(`/v1/Club/${encodeURIComponent('альфа')}`)) return { body: club };
      if (url.startsWith('/v1/Club/')) return { status: 404, body: { Error: 'Клуб не найден' } };
      if (url.startsWith('/v1/EventOrganizer/list')) return { body: [] };
      return { status: 404, body: { Error: 'нет' } };
    }),
  );

describe('club standings (issue 19)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    asked.length = 0;
  });

  it('ranks the clubs by their 5 best riders by default, and asks again when N changes', async () => {
    serve();
    const { router } = await renderRoute(<ClubStandingsPage />, { path: '/rating/clubs?year=2025' });
    const table = await screen.findByRole('table', { name: 'Клубы по сумме очков лучших гонщиков' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Альфа');
    expect(rows[1]).toHaveTextContent('412,5');
    expect(rows[1]).toHaveTextContent('5 из 7');
    expect(asked.find((url) => url.startsWith('/v1/Club/standings'))).toContain('best=5');
    expect(within(table).getByRole('link', { name: 'ВК Бета' })).toHaveAttribute(
      'href',
      `/rating/clubs/${encodeURIComponent('бета')}?year=2025`,
    );

    await userEvent.selectOptions(screen.getByLabelText('Лучших гонщиков в зачёте'), '10');
    expect(router.state.location.search).toMatchObject({ best: 10 });
    expect(await within(table).findByText('10 из 7')).toBeInTheDocument();
    expect(screen.getByText('Сумма очков 10 лучших гонщиков клуба в рейтинге сезона')).toBeInTheDocument();
  });

  it('shows a club’s riders with who counts, and its other spellings', async () => {
    serve();
    await renderRoute(<ClubPage />, {
      path: `/rating/clubs/${encodeURIComponent('альфа')}?year=2025&best=2`,
    });
    expect(await screen.findByRole('heading', { name: 'Альфа', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Также пишут: ВК «Альфа»')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Гонщики клуба' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('Котов Пётр');
    expect(rows[3]).toHaveTextContent('не в зачёте');
    expect(within(table).getAllByText('в зачёте', { exact: true })).toHaveLength(2);
  });

  it('says so for a club nobody names', async () => {
    serve();
    await renderRoute(<ClubPage />, { path: '/rating/clubs/nobody?year=2025' });
    expect(await screen.findByRole('heading', { name: 'Клуб не найден', level: 1 })).toBeInTheDocument();
  });

  it('lists the club’s strongest riders by skill per discipline family, settled first (issue 39)', async () => {
    serve();
    await renderRoute(<ClubPage />, {
      path: `/rating/clubs/${encodeURIComponent('альфа')}?year=2025`,
    });
    const card = await screen.findByRole('region', { name: 'Сильнейшие по силе' });
    const lists = within(card).getAllByRole('list');
    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['шоссе', 'МТБ']);
    const road = within(lists[0]!).getAllByRole('listitem');
    expect(road[0]).toHaveTextContent('Котов Пётр 540');
    expect(road[1]).toHaveTextContent('Орлов Илья 610 (предварительный)');
    expect(within(road[1]!).getByRole('link', { name: 'Орлов Илья' })).toHaveAttribute(
      'href',
      '/rating/details/1',
    );
    expect(asked).toContain(`/v1/Skill/club/${encodeURIComponent('альфа')}`);
  });
});
