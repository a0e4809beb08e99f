import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProtocolConfig } from '@velo/contracts';
import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { listOrganizerId } from '../../kit/cabinet-scope';
import { defineList } from '../../kit/list-definition';

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

/** The configs view's list: the address's page, name search and the organizer. */
export const configsList = defineList<ProtocolConfig>({
  query: (search, scope) =>
    getConfigsQueryOptions({
      page: search.page ?? 1,
      size: search.size ?? DEFAULT_PAGE_SIZE,
      organizerId: listOrganizerId(scope, search.organizerId) ?? null,
      name: search.q ?? null,
    }),
});

/** GET /v1/ProtocolConfig/Default: the national default, which every organizer may use. */
export const defaultConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['cabinet', 'configs', 'default'] as const,
    queryFn: ({ signal }) => apiJson('GET /v1/ProtocolConfig/Default', { signal }),
    staleTime: 60_000,
  });

export const useDefaultConfig = (enabled = true) => useQuery({ ...defaultConfigQueryOptions(), enabled });
