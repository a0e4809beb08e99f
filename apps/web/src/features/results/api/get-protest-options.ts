import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/Protocol/{id}/protest-options (issue 38): what the signed-in rider may file about a protocol. */
export const getProtestOptions = (id: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Protocol/{id}/protest-options', { params: { id }, signal });

export const getProtestOptionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['protocol', id, 'protest-options'] as const,
    queryFn: ({ signal }) => getProtestOptions(id, signal),
  });

export const useProtestOptions = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getProtestOptionsQueryOptions(id), enabled });
