import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/News/titles-for-running-line: titles of news whose window includes today. */
export const getNewsTitles = (signal?: AbortSignal) =>
  apiJson('GET /v1/News/titles-for-running-line', { signal });

export const getNewsTitlesQueryOptions = () =>
  queryOptions({
    queryKey: ['news', 'running-line'] as const,
    queryFn: ({ signal }) => getNewsTitles(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useNewsTitles = () => useQuery(getNewsTitlesQueryOptions());
