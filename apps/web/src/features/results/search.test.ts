import { describe, expect, it } from 'vitest';
import { searchRoundTrip } from '@/testing/render-screen';
import { nextResultsSearch, resultsRequestOf, resultsState } from './lib/results-state';
import { validateResultsSearch } from './search';

describe('results overview URL state (spec part 1 §2.5)', () => {
  it('reads organizerId, clusterAgeCategoryId, page, size, sortOption, fieldName, searchText and year', () => {
    const search = validateResultsSearch({
      organizerId: 3,
      clusterAgeCategoryId: 8,
      page: 2,
      size: 20,
      sortOption: 'asc',
      fieldName: 'EventDate',
      searchText: 'Кубинка',
      year: 2024,
    });
    expect(resultsState(search)).toEqual({
      organizerId: 3,
      clusterAgeCategoryId: 8,
      page: 2,
      size: 20,
      sortOption: 'asc',
      searchText: 'Кубинка',
      year: 2024,
    });
  });

  it('keeps a year outside the seasons, so the screen can reject it', () => {
    expect(validateResultsSearch({ year: 2031 }).year).toBe(2031);
    expect(validateResultsSearch({ year: 'x' }).year).toBeUndefined();
  });

  it.each([
    ['sortOption', { sortOption: 'asc' }],
    ['searchText', { searchText: 'Иванов' }],
    ['organizerId', { organizerId: 4 }],
    ['year', { year: 2022 }],
    ['size', { size: 50 }],
  ] as const)('resets the cluster and the page when %s changes', (_, change) => {
    const current = validateResultsSearch({ organizerId: 3, clusterAgeCategoryId: 8, page: 3 });
    const next = nextResultsSearch(current, change);
    expect(next.clusterAgeCategoryId).toBeUndefined();
    expect(next.page).toBeUndefined();
  });

  it('keeps the cluster when only the page changes', () => {
    const current = validateResultsSearch({ organizerId: 3, clusterAgeCategoryId: 8 });
    expect(nextResultsSearch(current, { page: 2 })).toEqual({
      organizerId: 3,
      clusterAgeCategoryId: 8,
      page: 2,
    });
  });

  it('writes the sort field only with the non-default order', () => {
    expect(nextResultsSearch({}, { sortOption: 'asc' })).toEqual({
      sortOption: 'asc',
      fieldName: 'EventDate',
    });
    expect(nextResultsSearch({ sortOption: 'asc', fieldName: 'EventDate' }, { sortOption: 'desc' })).toEqual(
      {},
    );
  });

  it('asks for the season’s protocols, newest first by default', () => {
    const request = resultsRequestOf(resultsState(validateResultsSearch({ searchText: 'Руза' })), 2024);
    expect(request).toMatchObject({
      searchStartDate: '2024-01-01',
      endSearchDate: '2024-12-31',
      includeParticipantFavoritesMarks: true,
      searchText: 'Руза',
      page: 1,
      size: 10,
      sort: { fieldName: 'EventDate', direction: -1 },
    });
  });

  it('survives a trip through the address bar', async () => {
    const search = { organizerId: 2, clusterAgeCategoryId: 6, searchText: 'Марафон', year: 2019, size: 100 };
    expect((await searchRoundTrip(validateResultsSearch, search)).search).toEqual(search);
  });
});
