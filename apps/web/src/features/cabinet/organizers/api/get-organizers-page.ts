import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Organizer, PagedOrganizersRequest } from '@velo/contracts';
import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { defineList } from '../../kit/list-definition';

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

/** The organizers view's list: the address's page and name search. */
export const organizersList = defineList<Organizer>({
  query: (search) =>
    getOrganizersPageQueryOptions({
      page: search.page ?? 1,
      size: search.size ?? DEFAULT_PAGE_SIZE,
      name: search.q ?? null,
    }),
});
