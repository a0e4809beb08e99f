import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedClustersRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

export type ClustersListRequest = Pick<
  PagedClustersRequest,
  'page' | 'size' | 'name' | 'organizerId' | 'sort'
>;

/**
 * POST /v1/Cluster/paged-lk: an organizer's own clusters (an administrator's: every organizer's, or
 * one's), newest first unless sorted otherwise, filtered by name.
 */
export const getCabinetClusters = (request: ClustersListRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/Cluster/paged-lk', { body: request, signal });

export const getCabinetClustersQueryOptions = (request: ClustersListRequest, enabled = true) =>
  queryOptions({
    queryKey: ['cabinet', 'clusters', 'list', request] as const,
    queryFn: ({ signal }) => getCabinetClusters(request, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The list; nothing is asked while `enabled` is false (an unconfirmed account). */
export const useCabinetClusters = (request: ClustersListRequest, enabled = true) =>
  useQuery(getCabinetClustersQueryOptions(request, enabled));
