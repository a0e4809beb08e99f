import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { FAVOURITE_MARKS } from '@/lib/query-client';

export type FinalRatingQuery = {
  year: number;
  organizerId: number;
  clusterAgeCategoryId: number;
  page: number;
  size: number;
};

/**
 * POST /v1/Statistic/participants-final-rating: an organizer's series table of one age category,
 * each rider with every race and whether it counts.
 */
export const getFinalRating = (query: FinalRatingQuery, signal?: AbortSignal) =>
  apiJson('POST /v1/Statistic/participants-final-rating', { body: query, signal });

export const getFinalRatingQueryOptions = (query: FinalRatingQuery, signedIn: boolean) =>
  queryOptions({
    // The favourite marks depend on who asks.
    queryKey: ['rating', 'final', query, signedIn] as const,
    queryFn: ({ signal }) => getFinalRating(query, signal),
    placeholderData: keepPreviousData,
    meta: FAVOURITE_MARKS,
  });

export const useFinalRating = (query: FinalRatingQuery | null, signedIn: boolean) =>
  useQuery({
    ...getFinalRatingQueryOptions(
      query ?? { year: 0, organizerId: 0, clusterAgeCategoryId: 0, page: 1, size: 10 },
      signedIn,
    ),
    enabled: query !== null,
  });
