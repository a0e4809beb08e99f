import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RatingFilter } from '@velo/contracts';
import { apiBlob, apiJson } from '@/lib/api-client';

/** POST /v1/Statistic/paged-rating: a page of the season's rating under the filter. */
export const fetchRatingPage = (filter: RatingFilter, signal?: AbortSignal) =>
  apiJson('POST /v1/Statistic/paged-rating', { body: filter, signal });

export const ratingPageQuery = (filter: RatingFilter, signedIn: boolean) =>
  queryOptions({
    // The favourite marks depend on who asks.
    queryKey: ['rating', 'page', filter, signedIn] as const,
    queryFn: ({ signal }) => fetchRatingPage(filter, signal),
    placeholderData: keepPreviousData,
  });

/**
 * POST /v1/Statistic/rating-csv: the whole rating table under the same filter (paging aside), as
 * text/csv.
 */
export const fetchRatingCsv = (filter: RatingFilter) =>
  apiBlob('POST /v1/Statistic/rating-csv', { body: { ...filter, page: 1 } });
