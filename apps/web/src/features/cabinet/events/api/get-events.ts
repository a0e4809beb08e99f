import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JsonOf, pagedEventsRequestSchema } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

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

export const useCabinetEvents = (request: EventsListRequest, enabled = true) =>
  useQuery({ ...getCabinetEventsQueryOptions(request), enabled });
