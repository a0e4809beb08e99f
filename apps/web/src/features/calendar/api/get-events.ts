import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CALENDAR_MONTH_SIZE,
  eventsRequest,
  type EventFilters,
  type EventPeriod,
} from '@velo/contracts/page-requests';
import { apiJson } from '@/lib/api-client';
import { FAVOURITE_MARKS } from '@/lib/query-client';

/** The filters, and a period of days (YYYY-MM-DD; an open end runs on). */
export type { EventFilters, EventPeriod };

/** POST /v1/Event/paged: a page of the races of a period, with their weather, by date. */
export const getEvents = (
  filters: EventFilters,
  period: EventPeriod,
  page: { page: number; size: number },
  signal?: AbortSignal,
) =>
  apiJson('POST /v1/Event/paged', {
    body: eventsRequest(filters, period, page),
    signal,
  });

/** A month of the calendar: all its races at once. */
export const getPeriodEventsQueryOptions = (filters: EventFilters, period: EventPeriod, signedIn: boolean) =>
  queryOptions({
    queryKey: ['events', 'period', filters, period.from, period.to, signedIn] as const,
    queryFn: ({ signal }) => getEvents(filters, period, { page: 1, size: CALENDAR_MONTH_SIZE }, signal),
    placeholderData: keepPreviousData,
    meta: FAVOURITE_MARKS,
  });

export const usePeriodEvents = (filters: EventFilters, period: EventPeriod, signedIn: boolean) =>
  useQuery(getPeriodEventsQueryOptions(filters, period, signedIn));
