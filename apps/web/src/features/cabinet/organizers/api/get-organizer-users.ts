import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/EventOrganizer/users?eventOrganizerId: the accounts bound to an organizer. */
export const getOrganizerUsers = (eventOrganizerId: number, signal?: AbortSignal) =>
  apiJson('GET /v1/EventOrganizer/users', { query: { eventOrganizerId }, signal });

export const getOrganizerUsersQueryOptions = (eventOrganizerId: number) =>
  queryOptions({
    queryKey: ['cabinet', 'organizers', 'users', eventOrganizerId] as const,
    queryFn: ({ signal }) => getOrganizerUsers(eventOrganizerId, signal),
  });

export const useOrganizerUsers = (eventOrganizerId: number | null) =>
  useQuery({ ...getOrganizerUsersQueryOptions(eventOrganizerId ?? 0), enabled: eventOrganizerId !== null });
