import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Cluster, PagedClustersRequest } from '@velo/contracts';
import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { listOrganizerId } from '../../kit/cabinet-scope';
import { defineList } from '../../kit/list-definition';

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

export const getCabinetClustersQueryOptions = (request: ClustersListRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'clusters', 'list', request] as const,
    queryFn: ({ signal }) => getCabinetClusters(request, signal),
    placeholderData: keepPreviousData,
  });

/** The clusters view's list: created date (newest first, §9) or name, a name search, the organizer. */
export const clustersList = defineList<Cluster, 'createdOn' | 'name'>({
  sort: {
    fields: ['createdOn', 'name'],
    default: { field: 'createdOn', direction: -1 },
    firstDirection: { createdOn: -1, name: 1 },
  },
  query: (search, scope, sort) =>
    getCabinetClustersQueryOptions({
      page: search.page ?? 1,
      size: search.size ?? DEFAULT_PAGE_SIZE,
      name: search.q ?? null,
      organizerId: listOrganizerId(scope, search.organizerId) ?? null,
      sort: sort && { fieldName: sort.field, direction: sort.direction },
    }),
});
