import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { catalogKeys } from './keys';

/** GET /v1/News/titles-for-running-line: titles of news whose window includes today (the header's ticker). */
export const getNewsTitles = (signal?: AbortSignal) =>
  apiJson('GET /v1/News/titles-for-running-line', { signal });

export const getNewsTitlesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.newsTitles(),
    queryFn: ({ signal }) => getNewsTitles(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useNewsTitles = () => useQuery(getNewsTitlesQueryOptions());
