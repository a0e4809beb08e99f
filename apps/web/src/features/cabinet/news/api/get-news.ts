import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedNewsRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

export type NewsListRequest = Pick<PagedNewsRequest, 'page' | 'size' | 'title'>;

/** POST /v1/News/paged: the news, newest first, filtered by title. */
export const getNews = (request: NewsListRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/News/paged', { body: request, signal });

export const getNewsQueryOptions = (request: NewsListRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'news', 'list', request] as const,
    queryFn: ({ signal }) => getNews(request, signal),
    placeholderData: keepPreviousData,
  });

export const useNews = (request: NewsListRequest) => useQuery(getNewsQueryOptions(request));
