import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ProtocolsState } from '../lib/protocols-state';

type ProtocolsTable = Pick<ProtocolsState, 'page' | 'size' | 'sort'>;

/** POST /v1/Protocol/paged-short-info: the protocols of an event, a page at a time. */
export const getEventProtocols = (eventId: number, table: ProtocolsTable, signal?: AbortSignal) =>
  apiJson('POST /v1/Protocol/paged-short-info', {
    body: { eventId, page: table.page, size: table.size, sort: table.sort },
    signal,
  });

export const getEventProtocolsQueryOptions = (eventId: number, table: ProtocolsTable) =>
  queryOptions({
    queryKey: ['protocols', 'event', eventId, table.page, table.size, table.sort] as const,
    queryFn: ({ signal }) => getEventProtocols(eventId, table, signal),
    placeholderData: keepPreviousData,
  });

export const useEventProtocols = (
  eventId: number,
  table: ProtocolsTable,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...getEventProtocolsQueryOptions(eventId, table), enabled });
