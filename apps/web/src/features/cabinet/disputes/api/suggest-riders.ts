import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/ResultDispute/suggest-participant: riders by a part of the name, to move a result to. */
export const suggestRiders = (query: string, signal?: AbortSignal) =>
  apiJson('GET /v1/ResultDispute/suggest-participant', { query: { query, takeCount: 10 }, signal });

export const suggestRidersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['cabinet', 'disputes', 'suggest', query] as const,
    queryFn: ({ signal }) => suggestRiders(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Asked once two letters are typed. */
export const useSuggestRiders = (query: string) =>
  useQuery({ ...suggestRidersQueryOptions(query.trim()), enabled: query.trim().length >= 2 });
