import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RatingPage } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoute } from '@/testing/render-screen';
import { RATING_EMPTY, RATING_EMPTY_NAME, RatingOverviewPage } from './rating-overview-page';

const entry = (
  id: number,
  place: number,
  lastName: string,
  rating: number,
  extra: Partial<RatingPage['participants']['items'][number]> = {},
) => ({
  id,
  place,
  genderPlace: place,
  rating,
  racesCount: 3,
  participant: {
    id,
    firstName: 'Иван',
    lastName,
    middleName: '',
    gender: 'male' as const,
    birthYear: 1980,
    city: 'Казань',
    country: '',
    club: '',
    photoFileId: null,
  },
  inCurrentUserFavorites: false,
  showFavoriteIcon: true,
  ...extra,
});

const page = (items: ReturnType<typeof entry>[], totalCount = items.length): RatingPage => ({
  participants: { items, totalCount },
  updateDate: '2026-11-20T10:00:00Z',
  year: 2025,
});

const requests: unknown[] = [];
const serve = (rating: RatingPage) =>
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      if (url === '/v1/Statistic/paged-rating') {
        requests.push(JSON.parse(String(init?.body)));
        return { body: rating };
      }
      if (url === '/v1/EventOrganizer/list') return { body: [{ id: 4, name: 'Кубок Ветеранов' }] };
      return { status: 404, body: { Error: 'нет' } };
    }),
  );

describe('rating overview (spec part 1 §2.7)', () => {
  beforeEach(() => {
    localStorage.clear();
    requests.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the methodology once: «Понятно» closes it and stores isRatingDisclaimerShown', async () => {
    serve(page([entry(1, 1, 'Васильев', 1099.88)]));
    await renderRoute(<RatingOverviewPage />, { path: '/rating/overview' });
    const dialog = await screen.findByRole('dialog', { name: 'Методика начисления' });
    expect(within(dialog).getByText('Очки = (R + S + M + D) × F × Q')).toBeInTheDocument();
    expect(within(dialog).getByText('29-е').nextSibling).toHaveTextContent('23');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Понятно']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('isRatingDisclaimerShown')).toBe('true');
  });

  it('lists the rating with places, points with a decimal comma and the update date', async () => {
    localStorage.setItem('isRatingDisclaimerShown', 'true');
    serve(page([entry(1, 1, 'Васильев', 1099.88), entry(2, 4, 'Соколов', 703.6)], 2151));
    await renderRoute(<RatingOverviewPage />, { path: '/rating/overview?gender=female&page=2' });
    expect(await screen.findByRole('link', { name: 'Васильев Иван' })).toHaveAttribute(
      'href',
      '/rating/details/1',
    );
    expect(screen.getByRole('img', { name: '1 место' })).toBeInTheDocument();
    expect(screen.getByText('703,6')).toBeInTheDocument();
    expect(screen.getByText('Обновлено 20/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2025' })).toHaveAttribute('aria-current', 'page');
    expect(requests[0]).toMatchObject({ gender: 'female', page: 2, size: 10, year: null });
  });

  it('marks a followed rider with a start ahead «Заявлен», a link to the event; not others (issue 19)', async () => {
    localStorage.setItem('isRatingDisclaimerShown', 'true');
    const start = { eventId: 9, eventName: 'Кубок Подмосковья', eventDate: '2026-12-05' };
    serve(
      page([
        entry(1, 1, 'Васильев', 1099.88, { inCurrentUserFavorites: true, nextStart: start }),
        entry(2, 4, 'Соколов', 703.6, { nextStart: start }),
        entry(3, 5, 'Белов', 700, { inCurrentUserFavorites: true, nextStart: null }),
      ]),
    );
    await renderRoute(<RatingOverviewPage />, { path: '/rating/overview' });
    const badge = await screen.findByRole('link', { name: 'Заявлен: Кубок Подмосковья, 05/12/2026' });
    expect(badge).toHaveAttribute('href', '/rating/protocols/9');
    expect(screen.getAllByText(/^Заявлен/)).toHaveLength(1);
  });

  it('says so when a searched name is not on the portal, and when a season is empty', async () => {
    localStorage.setItem('isRatingDisclaimerShown', 'true');
    serve(page([]));
    const view = await renderRoute(<RatingOverviewPage />, { path: '/rating/overview?name=Никто' });
    expect(await screen.findByText(RATING_EMPTY_NAME)).toBeInTheDocument();
    view.unmount();
    await renderRoute(<RatingOverviewPage />, { path: '/rating/overview?year=2019' });
    expect(await screen.findByText(RATING_EMPTY)).toBeInTheDocument();
  });

  it('reads an unknown gender in the link as all', async () => {
    localStorage.setItem('isRatingDisclaimerShown', 'true');
    serve(page([entry(1, 1, 'Васильев', 10)]));
    await renderRoute(<RatingOverviewPage />, { path: '/rating/overview?gender=martian&sortFieldName=age' });
    await waitFor(() => expect(requests[0]).toMatchObject({ gender: 'all', sort: { fieldName: 'place' } }));
    expect(screen.getByRole('radio', { name: 'Все' })).toBeChecked();
  });

  it('rejects a year outside the seasons with «не валидный год»', async () => {
    localStorage.setItem('isRatingDisclaimerShown', 'true');
    serve(page([entry(1, 1, 'Васильев', 10)]));
    await renderRoute(<RatingOverviewPage />, { path: '/rating/overview?year=2031' });
    expect(await screen.findByRole('alert')).toHaveTextContent('не валидный год');
    await waitFor(() => expect(requests[0]).toMatchObject({ year: null }));
  });

  it('sends a guest who asks for favourites to sign in', async () => {
    localStorage.setItem('isRatingDisclaimerShown', 'true');
    serve(page([entry(1, 1, 'Васильев', 10)]));
    const { router } = await renderRoute(<RatingOverviewPage />, { path: '/rating/overview' });
    await userEvent.click(await screen.findByRole('button', { name: 'Только избранные' }));
    // /auth opens the participant's sign-in (the real routes redirect it).
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/participant'));
  });

  it("shows 'Сила' beside the points and sorts by it from its header, then back by place (issue 39)", async () => {
    localStorage.setItem('isRatingDisclaimerShown', 'true');
    serve(
      page([
        entry(1, 1, 'Васильев', 1099.88, { skill: { display: 612, provisional: false, family: 'road' } }),
        entry(2, 4, 'Соколов', 703.6, { skill: { display: 655, provisional: true, family: 'mtb' } }),
        entry(3, 5, 'Белов', 700, { skill: null }),
      ]),
    );
    const { router } = await renderRoute(<RatingOverviewPage />, { path: '/rating/overview' });
    const table = await screen.findByRole('table', { name: 'Рейтинг участников' });
    await within(table).findByText('612');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Очки');
    const first = within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // The points stay; the number follows them.
    expect(first.slice(-2)).toEqual([expect.stringMatching(/^1\s099,88$/), '612']);
    expect(rows[2]).toHaveTextContent('655, предварительный');
    expect(within(rows[2]!).getByTitle('предварительный, МТБ')).toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('нет');

    await userEvent.click(within(table).getByRole('button', { name: 'Сила' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ sortFieldName: 'skill', sortDirection: -1 }),
    );
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({ sort: { fieldName: 'skill', direction: -1 } }),
    );
    const header = screen.getByRole('columnheader', { name: 'Сила ↓' });
    expect(header).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({ sort: { fieldName: 'place', direction: 1 } }),
    );
  });
});
