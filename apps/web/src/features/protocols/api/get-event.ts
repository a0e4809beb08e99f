import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/Event/{id}: the event the page is about (its name and day, whether it has a start list). */
export const getEvent = (id: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Event/{id}', { params: { id }, signal });

export const getEventQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['events', 'one', id] as const, queryFn: ({ signal }) => getEvent(id, signal) });

export const useEvent = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getEventQueryOptions(id), enabled });
