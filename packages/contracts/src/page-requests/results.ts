import { DEFAULT_PAGE_SIZE, type PageSize } from '../constants/index.js';
import type { PagedResultsRequest } from '../statistics.js';
import { RESULTS_SORT_FIELD, seasonPeriod } from './defaults.js';

/** The results' query (/results/overview, spec part 1 §2.5), as the route reads it. */
export type ResultsSearch = {
  organizerId?: number;
  clusterAgeCategoryId?: number;
  page?: number;
  size?: PageSize;
  sortOption?: 'asc' | 'desc';
  searchText?: string;
  year?: number;
};

export type ResultsState = {
  organizerId: number | undefined;
  clusterAgeCategoryId: number | undefined;
  page: number;
  size: PageSize;
  sortOption: 'asc' | 'desc';
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
