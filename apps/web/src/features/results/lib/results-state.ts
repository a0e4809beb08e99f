import type { PagedResultsRequest } from '@velo/contracts';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@velo/contracts/constants';
import { compactSearch } from '@/components/search-params';
import { seasonPeriod } from '@/components/seasons';
import { RESULTS_SORT_FIELD, type ResultsSearch, type SortOption } from '../search';

// The results page's state, read from its URL (the route reads the URL: ../search.ts).

export type ResultsState = {
  organizerId: number | undefined;
  clusterAgeCategoryId: number | undefined;
  page: number;
  size: PageSize;
  sortOption: SortOption;
  searchText: string | undefined;
  year: number | undefined;
};

export const resultsState = (search: ResultsSearch): ResultsState => ({
  organizerId: search.organizerId,
  clusterAgeCategoryId: search.organizerId === undefined ? undefined : search.clusterAgeCategoryId,
  page: search.page ?? 1,
  size: search.size ?? DEFAULT_PAGE_SIZE,
  sortOption: search.sortOption ?? 'desc',
  searchText: search.searchText,
  year: search.year,
});

const RESULTS_DEFAULTS: Partial<ResultsSearch> = { page: 1, size: DEFAULT_PAGE_SIZE, sortOption: 'desc' };

/** Changing any of these resets the cluster filter (spec part 1 §2.5). */
const CLUSTER_RESETTING = ['sortOption', 'searchText', 'organizerId', 'year', 'size'] as const;

/**
 * The next query after a change: sort, search, organizer, year or page size reset the cluster;
 * every change but paging goes back to page 1. Defaults are left out of the URL.
 */
export const nextResultsSearch = (current: ResultsSearch, change: Partial<ResultsSearch>): ResultsSearch => {
  const next: ResultsSearch = { ...current, ...change };
  if (CLUSTER_RESETTING.some((key) => key in change && change[key] !== current[key])) {
    next.clusterAgeCategoryId = undefined;
  }
  if (!('page' in change)) next.page = undefined;
  // The sort field travels with a non-default order only.
  next.fieldName = next.sortOption && next.sortOption !== 'desc' ? RESULTS_SORT_FIELD : undefined;
  return compactSearch(next, RESULTS_DEFAULTS);
};

/** The request of the results overview for a season (spec part 1 §2.5, §7). */
export const resultsRequestOf = (state: ResultsState, season: number): PagedResultsRequest => {
  const period = seasonPeriod(season);
  return {
    organizerId: state.organizerId ?? null,
    clusterAgeCategoryId: state.clusterAgeCategoryId ?? null,
    includeParticipantFavoritesMarks: true,
    topPlacesPresentation: 'onlyTopPlaces',
    page: state.page,
    size: state.size,
    searchText: state.searchText ?? null,
    searchStartDate: period.start,
    endSearchDate: period.end,
    sort: { fieldName: RESULTS_SORT_FIELD, direction: state.sortOption === 'asc' ? 1 : -1 },
  };
};
