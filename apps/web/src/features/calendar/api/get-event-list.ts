import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FAVOURITE_MARKS } from '@/lib/query-client';
import { getEvents, type EventFilters, type EventPeriod } from './get-events';

// The event list's reading of POST /v1/Event/paged (the fetcher is in get-events.ts): apart from
// the calendar's month, so the calendar's first load does not carry the infinite query's code.

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
