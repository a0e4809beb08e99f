import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { FAVOURITE_MARKS } from '@/lib/query-client';

export type EventFilters = {
  organizerId?: number;
  disciplineTypeId?: number;
  onlyFavourites: boolean;
};

/** A period of days (YYYY-MM-DD); an open end runs on. */
export type EventPeriod = { from: string; to: string | null };

/** POST /v1/Event/paged: a page of the races of a period, with their weather, by date. */
export const getEvents = (
  filters: EventFilters,
  period: EventPeriod,
  page: { page: number; size: number },
  signal?: AbortSignal,
) =>
  apiJson('POST /v1/Event/paged', {
    body: {
      searchStartDate: period.from,
      searchEndDate: period.to,
      organizerId: filters.organizerId ?? null,
      disciplineTypeId: filters.disciplineTypeId ?? null,
      includeWeather: true,
      includeEventFavoritesMarks: true,
      getOnlyUserFavoritesEvents: filters.onlyFavourites,
      ...page,
      sort: { fieldName: 'eventDate', direction: 1 },
    },
    signal,
  });

/** A month of the calendar: all its races at once. */
export const getPeriodEventsQueryOptions = (filters: EventFilters, period: EventPeriod, signedIn: boolean) =>
  queryOptions({
    queryKey: ['events', 'period', filters, period.from, period.to, signedIn] as const,
    queryFn: ({ signal }) => getEvents(filters, period, { page: 1, size: 500 }, signal),
    placeholderData: keepPreviousData,
    meta: FAVOURITE_MARKS,
  });

export const usePeriodEvents = (filters: EventFilters, period: EventPeriod, signedIn: boolean) =>
  useQuery(getPeriodEventsQueryOptions(filters, period, signedIn));

export const EVENT_LIST_PAGE_SIZE = 30;

/** The event list: page after page. */
export const getEventListQueryOptions = (filters: EventFilters, period: EventPeriod, signedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: ['events', 'list', filters, period.from, period.to, signedIn] as const,
    queryFn: ({ signal, pageParam }) =>
      getEvents(filters, period, { page: pageParam, size: EVENT_LIST_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * EVENT_LIST_PAGE_SIZE < last.totalCount ? pages.length + 1 : undefined,
    meta: FAVOURITE_MARKS,
  });

export const useEventList = (filters: EventFilters, period: EventPeriod, signedIn: boolean) =>
  useInfiniteQuery(getEventListQueryOptions(filters, period, signedIn));
