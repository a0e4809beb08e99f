import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/**
 * GET /v1/Event/disciplines: the race types the cluster form offers. The key is the calendar's
 * (features/calendar/api/get-disciplines.ts), so both share one cache.
 */
export const getDisciplines = (signal?: AbortSignal) => apiJson('GET /v1/Event/disciplines', { signal });

export const getDisciplinesQueryOptions = () =>
  queryOptions({
    queryKey: ['events', 'disciplines'] as const,
    queryFn: ({ signal }) => getDisciplines(signal),
    staleTime: 30 * 60_000,
  });

export const useDisciplines = () => useQuery(getDisciplinesQueryOptions());
