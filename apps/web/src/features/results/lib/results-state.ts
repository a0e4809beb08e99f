import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { compactSearch } from '@/components/search-params';
import { RESULTS_SORT_FIELD, type ResultsSearch } from '../search';

// The results page's state, read from its URL (the route reads the URL: ../search.ts).

// The state and the request from the URL, shared with the server's page data (issue 41).
export { resultsRequestOf, resultsState } from '@velo/contracts/page-requests';

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
