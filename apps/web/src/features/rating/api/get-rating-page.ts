import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingFilter } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import { FAVOURITE_MARKS } from '@/lib/query-client';

/** POST /v1/Statistic/paged-rating: a page of the season's rating under the filter. */
export const getRatingPage = (filter: RatingFilter, signal?: AbortSignal) =>
  apiJson('POST /v1/Statistic/paged-rating', { body: filter, signal });

export const getRatingPageQueryOptions = (filter: RatingFilter, signedIn: boolean) =>
  queryOptions({
    // The favourite marks depend on who asks.
    queryKey: ['rating', 'page', filter, signedIn] as const,
    queryFn: ({ signal }) => getRatingPage(filter, signal),
    placeholderData: keepPreviousData,
    meta: FAVOURITE_MARKS,
  });

export const useRatingPage = (filter: RatingFilter, signedIn: boolean) =>
  useQuery(getRatingPageQueryOptions(filter, signedIn));
