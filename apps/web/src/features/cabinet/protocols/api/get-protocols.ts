import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { JsonOf, pagedProtocolsRequestSchema, ProtocolListItem } from '@velo/contracts';
import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { listOrganizerId } from '../../kit/cabinet-scope';
import { defineList } from '../../kit/list-definition';

export type ProtocolsListRequest = JsonOf<typeof pagedProtocolsRequestSchema>;

/** POST /v1/Protocol/paged: an organizer's protocols (an administrator's: every organizer's), by name, event and year. */
export const getCabinetProtocols = (request: ProtocolsListRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/Protocol/paged', { body: request, signal });

export const getCabinetProtocolsQueryOptions = (request: ProtocolsListRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'protocols', 'list', request] as const,
    queryFn: ({ signal }) => getCabinetProtocols(request, signal),
    placeholderData: keepPreviousData,
  });

/** The protocols view's list: newest uploads first; by name, event, season and the organizer. */
export const protocolsList = defineList<ProtocolListItem, 'uploadDate' | 'eventDate' | 'protocolName'>({
  sort: {
    fields: ['uploadDate', 'eventDate', 'protocolName'],
    default: { field: 'uploadDate', direction: -1 },
    firstDirection: { uploadDate: -1, eventDate: -1 },
  },
  query: (search, scope, sort) =>
    getCabinetProtocolsQueryOptions({
      page: search.page ?? 1,
      size: search.size ?? DEFAULT_PAGE_SIZE,
      organizerId: listOrganizerId(scope, search.organizerId) ?? null,
      eventId: search.eventId ?? null,
      year: search.year ?? null,
      searchText: search.q ?? null,
      sort: sort && { fieldName: sort.field, direction: sort.direction },
    }),
});
