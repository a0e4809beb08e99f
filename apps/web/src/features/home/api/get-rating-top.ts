import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ratingTopRequest, type RatingTopFilter } from '@velo/contracts/page-requests';
import { apiJson } from '@/lib/api-client';
import { FAVOURITE_MARKS } from '@/lib/query-client';

export type { RatingTopFilter };

/** POST /v1/Statistic/paged-rating: the top of the season under the home filters. */
export const getRatingTop = (filter: RatingTopFilter, signal?: AbortSignal) =>
  apiJson('POST /v1/Statistic/paged-rating', { body: ratingTopRequest(filter), signal });

export const getRatingTopQueryOptions = (filter: RatingTopFilter, signedIn: boolean) =>
  queryOptions({
    queryKey: ['home', 'rating', ratingTopRequest(filter), signedIn] as const,
    queryFn: ({ signal }) => getRatingTop(filter, signal),
    placeholderData: keepPreviousData,
    meta: FAVOURITE_MARKS,
  });

export const useRatingTop = (filter: RatingTopFilter, signedIn: boolean) =>
  useQuery(getRatingTopQueryOptions(filter, signedIn));
