import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JsonOf, pagedProtocolsRequestSchema } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

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

export const useCabinetProtocols = (request: ProtocolsListRequest, enabled = true) =>
  useQuery({ ...getCabinetProtocolsQueryOptions(request), enabled });
