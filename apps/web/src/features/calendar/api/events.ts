import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiJson, callUrl } from '@/lib/api-client';

/** A discipline of GET /v1/Event/disciplines. */
export type Discipline = { id: number; name: string };

export const disciplinesQuery = queryOptions({
  queryKey: ['events', 'disciplines'] as const,
  queryFn: (): Promise<Discipline[]> => apiJson('GET /v1/Event/disciplines'),
  staleTime: 30 * 60_000,
});

export type EventFilters = {
  organizerId?: number;
  disciplineTypeId?: number;
  onlyFavourites: boolean;
};

const eventsBody = (
  filters: EventFilters,
  from: string | null,
  to: string | null,
  page: number,
  size: number,
) => ({
  searchStartDate: from,
  searchEndDate: to,
  organizerId: filters.organizerId ?? null,
  disciplineTypeId: filters.disciplineTypeId ?? null,
  includeWeather: true,
  includeEventFavoritesMarks: true,
  getOnlyUserFavoritesEvents: filters.onlyFavourites,
  page,
  size,
  sort: { fieldName: 'eventDate', direction: 1 as const },
});

/** POST /v1/Event/paged: the races of a period (a month), with their weather. */
export const periodEventsQuery = (filters: EventFilters, from: string, to: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['events', 'period', filters, from, to, signedIn] as const,
    queryFn: ({ signal }) =>
      apiJson('POST /v1/Event/paged', {
        body: eventsBody(filters, from, to, 1, 500),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const EVENT_LIST_PAGE_SIZE = 30;

/** POST /v1/Event/paged, page after page: the event list. */
export const eventListQuery = (filters: EventFilters, from: string, to: string | null, signedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: ['events', 'list', filters, from, to, signedIn] as const,
    queryFn: ({ signal, pageParam }) =>
      apiJson('POST /v1/Event/paged', {
        body: eventsBody(filters, from, to, pageParam, EVENT_LIST_PAGE_SIZE),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * EVENT_LIST_PAGE_SIZE < last.totalCount ? pages.length + 1 : undefined,
  });

/** The iCal feed of the calendar, for one organizer or all (GET /v1/Event/calendar.ics). */
export const icalUrl = (organizerId?: number) =>
  callUrl('GET /v1/Event/calendar.ics', { query: { organizerId } });
