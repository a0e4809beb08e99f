import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GenderFilter, RatingFilter } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import { FAVOURITE_MARKS } from '@/lib/query-client';
import { HOME_LIMITS } from '../lib/home-lists';

export type RatingTopFilter = { gender: GenderFilter; organizerId?: number; clusterAgeCategoryId?: number };

const ratingTopBody = (filter: RatingTopFilter): RatingFilter => ({
  gender: filter.gender,
  organizerId: filter.organizerId ?? null,
  clusterAgeCategoryId: filter.clusterAgeCategoryId ?? null,
  page: 1,
  size: HOME_LIMITS.ratingRows,
  sort: { fieldName: 'place', direction: 1 },
});

/** POST /v1/Statistic/paged-rating: the top of the season under the home filters. */
export const getRatingTop = (filter: RatingTopFilter, signal?: AbortSignal) =>
  apiJson('POST /v1/Statistic/paged-rating', { body: ratingTopBody(filter), signal });

export const getRatingTopQueryOptions = (filter: RatingTopFilter, signedIn: boolean) =>
  queryOptions({
    queryKey: ['home', 'rating', ratingTopBody(filter), signedIn] as const,
    queryFn: ({ signal }) => getRatingTop(filter, signal),
    placeholderData: keepPreviousData,
    meta: FAVOURITE_MARKS,
  });

export const useRatingTop = (filter: RatingTopFilter, signedIn: boolean) =>
  useQuery(getRatingTopQueryOptions(filter, signedIn));
