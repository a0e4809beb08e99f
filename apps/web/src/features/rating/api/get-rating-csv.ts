import { queryOptions } from '@tanstack/react-query';
import type { RatingFilter } from '@velo/contracts';
import { apiBlob } from '@/lib/api-client';

/**
 * POST /v1/Statistic/rating-csv: the whole rating table under the same filter (paging aside), as
 * text/csv.
 */
export const getRatingCsv = (filter: RatingFilter, signal?: AbortSignal) =>
  apiBlob('POST /v1/Statistic/rating-csv', { body: { ...filter, page: 1 }, signal });

export const getRatingCsvQueryOptions = (filter: RatingFilter) =>
  queryOptions({
    queryKey: ['rating', 'csv', { ...filter, page: 1 }] as const,
    queryFn: ({ signal }) => getRatingCsv(filter, signal),
    // A download: read on a press, never kept.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

// No hook: the download button imports these options on its press and fetches them through the
// query client (csv-export-button.tsx), so that the rating page's first load does not carry them.
