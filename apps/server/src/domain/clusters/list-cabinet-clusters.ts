import type { Cluster, PagedClustersRequest, PagedResponse } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { cabinetOrganizer } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { clusterFilters, clusterOrder, countClusters, selectClusterViews } from './clusters-repository.js';
import { presentCluster } from './present-cluster.js';
import { pageWindow } from '../../lib/paging.js';

/**
 * POST /v1/Cluster/paged-lk: an organizer sees its own organizer's clusters (asking for another is a
 * 403); an administrator, all or one organizer's. Newest first unless sorted otherwise.
 */
export const listCabinetClusters = async (
  ctx: AppContext,
  user: AuthUser,
  request: PagedClustersRequest,
): Promise<PagedResponse<Cluster>> => {
  const organizer = cabinetOrganizer(user, request.organizerId ?? null);
  if (organizer === 'none') return { items: [], totalCount: 0 };
  const where = clusterFilters({ ...request, organizerId: organizer === 'all' ? null : organizer });
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
