import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/Protocol/{id}/versions (issue 38): who changed the protocol, when, why, and what. */
export const getProtocolVersions = (id: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Protocol/{id}/versions', { params: { id }, signal });

export const getProtocolVersionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['cabinet', 'protocols', id, 'versions'] as const,
    queryFn: ({ signal }) => getProtocolVersions(id, signal),
  });

export const useProtocolVersions = (id: number) => useQuery(getProtocolVersionsQueryOptions(id));

/** GET /v1/Protocol/{id}/versions/diff: what changed between two versions. */
export const getVersionDiff = (id: number, from: number, to: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Protocol/{id}/versions/diff', { params: { id }, query: { from, to }, signal });

export const useVersionDiff = (id: number, pair: { from: number; to: number } | null) =>
  useQuery({
    queryKey: ['cabinet', 'protocols', id, 'versions', 'diff', pair?.from, pair?.to] as const,
    queryFn: ({ signal }) => getVersionDiff(id, pair!.from, pair!.to, signal),
    enabled: pair !== null,
  });
