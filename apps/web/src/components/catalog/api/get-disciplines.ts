import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** The disciplines' query key (re-exported by ./keys with the other reference data's). */
export const DISCIPLINES_KEY = ['catalog', 'disciplines'] as const;

/** A discipline of GET /v1/Event/disciplines. */
export type Discipline = { id: number; name: string };

/** GET /v1/Event/disciplines: the race types (the calendar's filter, the cabinet's forms and filters). */
export const getDisciplines = (signal?: AbortSignal): Promise<Discipline[]> =>
  apiJson('GET /v1/Event/disciplines', { signal });

export const getDisciplinesQueryOptions = () =>
  queryOptions({
    queryKey: DISCIPLINES_KEY,
    queryFn: ({ signal }) => getDisciplines(signal),
    staleTime: 30 * 60_000,
  });

export const useDisciplines = () => useQuery(getDisciplinesQueryOptions());
