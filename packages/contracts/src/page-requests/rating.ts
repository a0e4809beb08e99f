import { DEFAULT_PAGE_SIZE, type PageSize, type RatingSortField } from '../constants/index.js';
import type { GenderFilter } from '../enums/people.js';
import type { RatingFilter } from '../statistics.js';

// The public lists' requests from their pages' URLs (the query the route read), so the web app and
// the server's page data (issue 41) ask the same: a page without a query is its defaults.

/** The rating's query (/rating/overview, spec part 1 §2.7), as the route reads it. */
export type RatingSearch = {
  year?: number;
  name?: string;
  gender?: GenderFilter;
  page?: number;
  size?: PageSize;
  sortFieldName?: RatingSortField;
  sortDirection?: 1 | -1;
  organizerId?: number;
  clusterAgeCategoryId?: number;
  getOnlyUserFavoritesParticipants?: boolean;
};

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
