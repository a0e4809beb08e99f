import {
  compactSearch,
  idParam,
  oneOf,
  pageParam,
  searchReader,
  type SearchOf,
  sizeParam,
  textParam,
  yearParam,
} from '@/components/search-params';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@velo/contracts/constants';

/** Newest first (descending) is the default order; oldest first is ascending (spec part 1 §2.5). */
export const SORT_OPTIONS = [
  { value: 'desc', label: 'Сначала новые' },
  { value: 'asc', label: 'Сначала старые' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
/** The only field results are sorted by. */
export const RESULTS_SORT_FIELD = 'EventDate';

/**
 * The query of /results/overview (spec part 1 §2.5): organizerId, clusterAgeCategoryId, page, size,
 * sortOption, fieldName, searchText, year. Invalid values are the defaults; a year outside the
 * seasons is kept, so the screen can say 'не валидный год'.
 */
const resultsSearch = {
  organizerId: idParam,
  clusterAgeCategoryId: idParam,
  page: pageParam,
  size: sizeParam,
  sortOption: oneOf(['desc', 'asc'] as const),
  fieldName: oneOf([RESULTS_SORT_FIELD] as const),
  searchText: textParam,
  year: yearParam,
};
export type ResultsSearch = SearchOf<typeof resultsSearch>;

export const validateResultsSearch: (search: Record<string, unknown>) => ResultsSearch =
  searchReader(resultsSearch);

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
