import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export type HeadToHeadQuery = { a: number; b: number; year?: number | undefined };

/** GET /v1/Participant/head-to-head: two riders' common races, who finished ahead, the gaps. */
export const getHeadToHead = (query: HeadToHeadQuery, signal?: AbortSignal) =>
  apiJson('GET /v1/Participant/head-to-head', { query, signal });

export const getHeadToHeadQueryOptions = (query: HeadToHeadQuery) =>
  queryOptions({
    queryKey: ['head-to-head', query] as const,
    queryFn: ({ signal }) => getHeadToHead(query, signal),
    placeholderData: keepPreviousData,
  });

/** Asked once both riders are chosen (and differ). */
export const useHeadToHead = (query: Partial<HeadToHeadQuery>) =>
  useQuery({
    ...getHeadToHeadQueryOptions(query as HeadToHeadQuery),
    enabled: query.a !== undefined && query.b !== undefined && query.a !== query.b,
  });
