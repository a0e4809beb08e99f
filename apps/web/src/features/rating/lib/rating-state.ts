import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { compactSearch } from '@/components/search-params';
import type { RatingSearch } from '../search';

// The rating page's state, read from its URL (the route reads the URL: ../search.ts).

export const RATING_DEFAULTS = {
  gender: 'all',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  sortFieldName: 'place',
  sortDirection: 1,
  getOnlyUserFavoritesParticipants: false,
} as const;

// The state and the request from the URL, shared with the server's page data (issue 41).
export { ratingFilterOf, ratingState } from '@velo/contracts/page-requests';

type RatingChange = Partial<Omit<RatingSearch, 'page'>> & { page?: number };

/**
 * The next query after a change (spec part 1 §2.7): any filter change goes back to page 1; a new
 * organizer clears the cluster. Defaults are left out of the URL.
 */
export const nextRatingSearch = (current: RatingSearch, change: RatingChange): RatingSearch => {
  const next: RatingSearch = { ...current, ...change };
  if ('organizerId' in change && change.organizerId !== current.organizerId) {
    next.clusterAgeCategoryId = undefined;
  }
  if (!('page' in change)) next.page = undefined;
  return compactSearch(next, RATING_DEFAULTS as Partial<RatingSearch>);
};
