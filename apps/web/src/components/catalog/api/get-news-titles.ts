import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** The ticker's query key (re-exported by ./keys with the other reference data's). */
export const NEWS_TITLES_KEY = ['catalog', 'news-titles'] as const;

/** GET /v1/News/titles-for-running-line: titles of news whose window includes today (the header's ticker). */
export const getNewsTitles = (signal?: AbortSignal) =>
  apiJson('GET /v1/News/titles-for-running-line', { signal });

export const getNewsTitlesQueryOptions = () =>
  queryOptions({
    queryKey: NEWS_TITLES_KEY,
    queryFn: ({ signal }) => getNewsTitles(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useNewsTitles = () => useQuery(getNewsTitlesQueryOptions());
