import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { conflict } from '../../errors.js';
import { countProtocolsOfCluster, deleteClusterRow, getClusterRow } from './clusters-repository.js';

/** DELETE /v1/Cluster/{id}: refused while protocols refer to one of its age categories. */
export const deleteCluster = async (ctx: AppContext, user: AuthUser, id: number): Promise<void> => {
  await ctx.database.db.transaction(async (tx) => {
    const cluster = await getClusterRow(tx, id);
    authorize(canManageOrganizer(user, cluster.organizerId), DENIED.otherOrganizer);
    const used = await countProtocolsOfCluster(tx, id);
    if (used > 0) {
      throw conflict(
        `Нельзя удалить кластер «${cluster.name}»: на его возрастные категории ссылаются протоколы (${used})`,
      );
    }
    await deleteClusterRow(tx, id);
  });
};
