import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { News, PagedNewsRequest } from '@velo/contracts';
import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { defineList } from '../../kit/list-definition';

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

/** The news view's list: the address's page and title search. */
export const newsList = defineList<News>({
  query: (search) =>
    getNewsQueryOptions({
      page: search.page ?? 1,
      size: search.size ?? DEFAULT_PAGE_SIZE,
      title: search.q ?? null,
    }),
});
