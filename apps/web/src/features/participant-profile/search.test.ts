import { describe, expect, it } from 'vitest';
import { searchRoundTrip } from '@/testing/render-screen';
import { defaultProfileYear, nextProfileSearch, nextSort, profileState } from './lib/profile-state';
import { validateProfileSearch } from './search';

describe('profile URL state (part 2 §2.1, §2.3)', () => {
  it('reads the year tab, the registration flag and the table’s page, size and sort', () => {
    const state = profileState(
      validateProfileSearch({
        year: 2023,
        registration: true,
        page: 3,
        size: 1000,
        sortFieldName: 'rating',
        sortDirection: 1,
      }),
    );
    expect(state).toEqual({
      year: 2023,
      fromRegistration: true,
      page: 3,
      size: 1000,
      sort: { fieldName: 'rating', direction: 1 },
    });
  });

  it('falls back to the defaults: the rider’s year, page 1 of 10, the newest race first', () => {
    for (const search of [
      {},
      { year: 2017, page: 0, size: 30, sortFieldName: 'drop table', sortDirection: 2, registration: 'yes' },
      { year: 2027 },
      { year: 'last' },
    ]) {
      expect(profileState(validateProfileSearch(search))).toEqual({
        year: undefined,
        fromRegistration: false,
        page: 1,
        size: 10,
        sort: { fieldName: 'eventDate', direction: -1 },
      });
    }
  });

  it('round-trips through a link: what is shared is what opens', async () => {
    const { href, search } = await searchRoundTrip(validateProfileSearch, {
      year: 2019,
      page: 2,
      size: 50,
      sortFieldName: 'place',
      sortDirection: 1,
    });
    expect(href).toBe('/screen?year=2019&page=2&size=50&sortFieldName=place&sortDirection=1');
    expect(search).toEqual({ year: 2019, page: 2, size: 50, sortFieldName: 'place', sortDirection: 1 });
    const fromSignUp = await searchRoundTrip(validateProfileSearch, '?registration=true');
    expect(profileState(fromSignUp.search).fromRegistration).toBe(true);
  });

  it('goes back to page 1 on a new year, sort or size, and leaves defaults out of the URL', () => {
    const current = validateProfileSearch({ year: 2024, page: 4, size: 20 });
    expect(nextProfileSearch(current, { year: 2022 })).toEqual({ year: 2022, size: 20 });
    expect(nextProfileSearch(current, { page: 5 })).toEqual({ year: 2024, page: 5, size: 20 });
    expect(nextProfileSearch(current, { size: 10 })).toEqual({ year: 2024 });
    expect(nextProfileSearch(current, { sortFieldName: 'eventDate', sortDirection: -1 })).toEqual({
      year: 2024,
      size: 20,
    });
  });

  it('sorts a column by its natural order first, and flips it on a second click', () => {
    const byDate = { fieldName: 'eventDate', direction: -1 } as const;
    expect(nextSort(byDate, 'eventDate')).toEqual({ sortFieldName: 'eventDate', sortDirection: 1 });
    expect(nextSort(byDate, 'protocolName')).toEqual({ sortFieldName: 'protocolName', sortDirection: 1 });
    expect(nextSort(byDate, 'rating')).toEqual({ sortFieldName: 'rating', sortDirection: -1 });
    expect(nextSort({ fieldName: 'place', direction: 1 }, 'place')).toEqual({
      sortFieldName: 'place',
      sortDirection: -1,
    });
    // A sort by points descending keeps its field in the URL and reads back the same.
    const search = nextProfileSearch({}, nextSort(byDate, 'rating'));
    expect(search).toEqual({ sortFieldName: 'rating' });
    expect(profileState(search).sort).toEqual({ fieldName: 'rating', direction: -1 });
  });

  it('opens on the rider’s last year, kept inside the seasons', () => {
    // Today is frozen at 24 November 2026 (test/setup.ts): the current season is 2026.
    expect(defaultProfileYear(2021)).toBe(2021);
    expect(defaultProfileYear(2026)).toBe(2026);
    expect(defaultProfileYear(2027)).toBe(2026);
    expect(defaultProfileYear(2012)).toBe(2018);
    expect(defaultProfileYear(null)).toBe(2026);
  });
});
