import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/News/titles-for-running-line: titles of news whose window includes today. */
export const fetchNewsTitles = () => apiJson('GET /v1/News/titles-for-running-line');

export const newsTitlesQuery = queryOptions({
  queryKey: ['news', 'running-line'] as const,
  queryFn: fetchNewsTitles,
  staleTime: 5 * 60_000,
  retry: false,
});

export const useNewsTitles = () => useQuery(newsTitlesQuery);
