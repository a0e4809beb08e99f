import type { Cluster, PagedClustersRequest, PagedResponse } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import {
  clusterFilters,
  clusterOrder,
  countClusters,
  getClusterView,
  selectClusterViews,
} from './clusters-repository.js';
import { presentCluster } from './present-cluster.js';
import { pageWindow } from '../../lib/paging.js';

/**
 * POST /v1/Cluster/paged: every organizer's clusters (or one organizer's), by name and by a period
 * their active period overlaps; newest first unless sorted otherwise. Three queries: the page, the
 * age categories of its clusters, the count.
 */
export const listClusters = async (
  ctx: AppContext,
  request: PagedClustersRequest,
): Promise<PagedResponse<Cluster>> => {
  const where = clusterFilters(request);
  const db = ctx.database.db;
  const [rows, totalCount] = await Promise.all([
    selectClusterViews(db, {
      where,
      orderBy: clusterOrder(request.sort),
      ...pageWindow(request),
    }),
    countClusters(db, where),
  ]);
  return { items: rows.map(presentCluster), totalCount };
};

/** GET /v1/Cluster/{id}: one cluster with its age categories; 404 when there is none. */
export const getCluster = async (ctx: AppContext, id: number): Promise<Cluster> =>
  presentCluster(await getClusterView(ctx.database.db, id));
