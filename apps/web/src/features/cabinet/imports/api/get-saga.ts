import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /integration-api/Operator/saga/{id}: one saga with its package, step and errors. */
export const getSaga = (id: number, signal?: AbortSignal) =>
  apiJson('GET /integration-api/Operator/saga/{id}', { params: { id }, signal });

export const getSagaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['cabinet', 'imports', 'saga', id] as const,
    queryFn: ({ signal }) => getSaga(id, signal),
  });

export const useSaga = (id: number) => useQuery(getSagaQueryOptions(id));
