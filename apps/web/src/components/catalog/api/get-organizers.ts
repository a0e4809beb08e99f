import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizerRef } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

/** The organizers' query key (re-exported by ./keys with the other reference data's). */
export const ORGANIZERS_KEY = ['catalog', 'organizers'] as const;

/**
 * GET /v1/EventOrganizer/list: every organizer (id and name; the list may carry more fields). The
 * filters load it once and search it in the browser, so an organizer named in a link is always
 * found, however many there are.
 */
export const getOrganizers = (signal?: AbortSignal): Promise<OrganizerRef[]> =>
  apiJson('GET /v1/EventOrganizer/list', { signal });

export const getOrganizersQueryOptions = () =>
  queryOptions({
    queryKey: ORGANIZERS_KEY,
    queryFn: ({ signal }) => getOrganizers(signal),
    staleTime: 10 * 60_000,
    select: (organizers: OrganizerRef[]) =>
      [...organizers].sort((a, b) => a.name.localeCompare(b.name, 'ru')),
  });

/** The organizers, by name. */
export const useOrganizers = () => useQuery(getOrganizersQueryOptions());
