import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** How many accounts the search box suggests. */
const SUGGESTIONS = 8;

/** GET /v1/User/suggest-user: accounts whose name or e-mail contains the text, for the search box. */
export const suggestUsers = (query: string, signal?: AbortSignal) =>
  apiJson('GET /v1/User/suggest-user', { query: { query, takeCount: SUGGESTIONS }, signal });

export const suggestUsersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['cabinet', 'users', 'suggest', query] as const,
    queryFn: ({ signal }) => suggestUsers(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Suggestions once two letters are typed. */
export const useSuggestUsers = (query: string) =>
  useQuery({ ...suggestUsersQueryOptions(query.trim()), enabled: query.trim().length >= 2 });
