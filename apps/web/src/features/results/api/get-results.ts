import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedResultsRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import { FAVOURITE_MARKS } from '@/lib/query-client';

/** POST /v1/Statistic/paged-results: protocol cards with their top results. */
export const getResults = (request: PagedResultsRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/Statistic/paged-results', { body: request, signal });

export const getResultsQueryOptions = (request: PagedResultsRequest, signedIn: boolean) =>
  queryOptions({
    queryKey: ['results', 'paged', request, signedIn] as const,
    queryFn: ({ signal }) => getResults(request, signal),
    placeholderData: keepPreviousData,
    meta: FAVOURITE_MARKS,
  });

export const useResults = (
  request: PagedResultsRequest,
  signedIn: boolean,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...getResultsQueryOptions(request, signedIn), enabled });
