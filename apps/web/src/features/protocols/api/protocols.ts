import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ProtocolsState } from '../search';

/** POST /v1/Protocol/paged-short-info: the protocols of an event, a page at a time. */
export const fetchEventProtocols = (eventId: number, state: ProtocolsState, signal?: AbortSignal) =>
  apiJson('POST /v1/Protocol/paged-short-info', {
    body: { eventId, page: state.page, size: state.size, sort: state.sort },
    signal,
  });

export const eventProtocolsQuery = (eventId: number, state: ProtocolsState) =>
  queryOptions({
    queryKey: ['protocols', 'event', eventId, state.page, state.size, state.sort] as const,
    queryFn: ({ signal }) => fetchEventProtocols(eventId, state, signal),
    placeholderData: keepPreviousData,
  });
