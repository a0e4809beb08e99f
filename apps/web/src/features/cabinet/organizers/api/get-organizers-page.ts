import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedOrganizersRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

export type OrganizersPageRequest = Pick<PagedOrganizersRequest, 'page' | 'size' | 'name'>;

/** POST /v1/EventOrganizer/paged: the organizers by name, filtered by name. */
export const getOrganizersPage = (request: OrganizersPageRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/EventOrganizer/paged', { body: request, signal });

export const getOrganizersPageQueryOptions = (request: OrganizersPageRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'organizers', 'list', request] as const,
    queryFn: ({ signal }) => getOrganizersPage(request, signal),
    placeholderData: keepPreviousData,
  });

export const useOrganizersPage = (request: OrganizersPageRequest) =>
  useQuery(getOrganizersPageQueryOptions(request));
