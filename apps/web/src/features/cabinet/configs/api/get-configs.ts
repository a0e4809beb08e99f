import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export type ConfigsListRequest = {
  page: number;
  size: number;
  organizerId: number | null;
  name: string | null;
};

/** POST /v1/ProtocolConfig/paged: an organizer's configs (an administrator's: all, or one organizer's). */
export const getConfigs = (request: ConfigsListRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/ProtocolConfig/paged', { body: request, signal });

export const getConfigsQueryOptions = (request: ConfigsListRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'configs', 'list', request] as const,
    queryFn: ({ signal }) => getConfigs(request, signal),
    placeholderData: keepPreviousData,
  });

export const useConfigs = (request: ConfigsListRequest, enabled = true) =>
  useQuery({ ...getConfigsQueryOptions(request), enabled });

/** GET /v1/ProtocolConfig/Default: the national default, which every organizer may use. */
export const defaultConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['cabinet', 'configs', 'default'] as const,
    queryFn: ({ signal }) => apiJson('GET /v1/ProtocolConfig/Default', { signal }),
    staleTime: 60_000,
  });

export const useDefaultConfig = (enabled = true) => useQuery({ ...defaultConfigQueryOptions(), enabled });
