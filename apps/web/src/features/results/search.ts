import { RESULTS_SORT_FIELD } from '@velo/contracts/page-requests';
import {
  idParam,
  oneOf,
  pageParam,
  searchReader,
  type SearchOf,
  sizeParam,
  textParam,
  yearParam,
} from '@/components/search-params';

/** Newest first (descending) is the default order; oldest first is ascending (spec part 1 §2.5). */
export const SORT_OPTIONS = [
  { value: 'desc', label: 'Сначала новые' },
  { value: 'asc', label: 'Сначала старые' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
/** The only field results are sorted by. */
export { RESULTS_SORT_FIELD };

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
