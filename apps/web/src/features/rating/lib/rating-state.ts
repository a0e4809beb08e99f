import type { GenderFilter, RatingFilter } from '@velo/contracts';
import { DEFAULT_PAGE_SIZE, type PageSize, type RatingSortField } from '@velo/contracts/constants';
import { compactSearch } from '@/components/search-params';
import type { RatingSearch } from '../search';

// The rating page's state, read from its URL (the route reads the URL: ../search.ts).

export type RatingState = {
  year: number | undefined;
  name: string | undefined;
  gender: GenderFilter;
  page: number;
  size: PageSize;
  sortFieldName: RatingSortField;
  sortDirection: 1 | -1;
  organizerId: number | undefined;
  clusterAgeCategoryId: number | undefined;
  onlyFavourites: boolean;
};

export const RATING_DEFAULTS = {
  gender: 'all',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  sortFieldName: 'place',
  sortDirection: 1,
  getOnlyUserFavoritesParticipants: false,
} as const;

export const ratingState = (search: RatingSearch): RatingState => ({
  year: search.year,
  name: search.name,
  gender: search.gender ?? 'all',
  page: search.page ?? 1,
  size: search.size ?? DEFAULT_PAGE_SIZE,
  sortFieldName: search.sortFieldName ?? 'place',
  sortDirection: search.sortDirection ?? 1,
  organizerId: search.organizerId,
  clusterAgeCategoryId: search.organizerId === undefined ? undefined : search.clusterAgeCategoryId,
  onlyFavourites: search.getOnlyUserFavoritesParticipants ?? false,
});

/** The rating filter the server takes (POST /v1/Statistic/paged-rating and the CSV export). */
export const ratingFilterOf = (state: RatingState, season: number | undefined): RatingFilter => ({
  year: season ?? null,
  name: state.name ?? null,
  gender: state.gender,
  organizerId: state.organizerId ?? null,
  clusterAgeCategoryId: state.clusterAgeCategoryId ?? null,
  getOnlyUserFavoritesParticipants: state.onlyFavourites,
  page: state.page,
  size: state.size,
  sort: { fieldName: state.sortFieldName, direction: state.sortDirection },
});

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
