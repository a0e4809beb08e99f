import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EventView, JsonOf, pagedEventsRequestSchema } from '@velo/contracts';
import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { listOrganizerId } from '../../kit/cabinet-scope';
import { defineList } from '../../kit/list-definition';

export type EventsListRequest = JsonOf<typeof pagedEventsRequestSchema>;

/** POST /v1/Event/paged-lk: an organizer's events (an administrator's: every organizer's), with the weather. */
export const getCabinetEvents = (request: EventsListRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/Event/paged-lk', { body: request, signal });

export const getCabinetEventsQueryOptions = (request: EventsListRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'events', 'list', request] as const,
    queryFn: ({ signal }) => getCabinetEvents(request, signal),
    placeholderData: keepPreviousData,
  });

/** The events view's list: by date (newest first); search, a date range, a race type, the organizer. */
export const eventsList = defineList<EventView, 'eventDate' | 'raceName' | 'createdOn'>({
  sort: {
    fields: ['eventDate', 'raceName', 'createdOn'],
    default: { field: 'eventDate', direction: -1 },
    firstDirection: { eventDate: -1, createdOn: -1 },
  },
  query: (search, scope, sort) =>
    getCabinetEventsQueryOptions({
      page: search.page ?? 1,
      size: search.size ?? DEFAULT_PAGE_SIZE,
      organizerId: listOrganizerId(scope, search.organizerId) ?? null,
      searchText: search.q ?? null,
      searchStartDate: search.from ?? null,
      searchEndDate: search.to ?? null,
      disciplineTypeId: search.disciplineId ?? null,
      includeWeather: true,
      includeEventFavoritesMarks: false,
      sort: sort && { fieldName: sort.field, direction: sort.direction },
    }),
});
