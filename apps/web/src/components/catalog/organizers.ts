import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizerRef } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

/**
 * GET /v1/EventOrganizer/list: every organizer (id and name; the list may carry more fields). The
 * filters load it once and search it in the browser, so an organizer named in a link is always
 * found, however many there are.
 */
export const fetchOrganizers = (): Promise<OrganizerRef[]> => apiJson('GET /v1/EventOrganizer/list');

export const organizersQuery = queryOptions({
  queryKey: ['organizers', 'list'] as const,
  queryFn: fetchOrganizers,
  staleTime: 10 * 60_000,
  select: (organizers: OrganizerRef[]) => [...organizers].sort((a, b) => a.name.localeCompare(b.name, 'ru')),
});

export const useOrganizers = () => useQuery(organizersQuery);
