import { count, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { clusterAgeCategories, clusters, protocols } from '../../db/schema/index.js';
import { conflict } from '../../errors.js';
import { getClusterRow } from './clusters-repository.js';

/** DELETE /v1/Cluster/{id}: refused while protocols refer to one of its age categories. */
export const deleteCluster = async (ctx: AppContext, user: AuthUser, id: number): Promise<void> => {
  await ctx.database.db.transaction(async (tx) => {
    const cluster = await getClusterRow(tx, id);
    authorize(canManageOrganizer(user, cluster.organizerId), DENIED.otherOrganizer);
    const [used] = await tx
      .select({ n: count() })
      .from(protocols)
      .innerJoin(clusterAgeCategories, eq(clusterAgeCategories.id, protocols.clusterAgeCategoryId))
      .where(eq(clusterAgeCategories.clusterId, id));
    if (used && used.n > 0) {
      throw conflict(
        `Нельзя удалить кластер «${cluster.name}»: на его возрастные категории ссылаются протоколы (${used.n})`,
      );
    }
    await tx.delete(clusters).where(eq(clusters.id, id));
  });
};
