import { CLUSTER_CLONE_SUFFIX, CLUSTER_LIMITS, type Cluster } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/database.js';
import {
  categoriesOfClusters,
  clusterNamesStartingWith,
  getClusterRow,
  getClusterView,
  insertAgeCategories,
  insertCluster,
} from './clusters-repository.js';
import { presentCluster } from './present-cluster.js';

/**
 * The copy's name: "Name (копия)", or "Name (копия 2)", "(копия 3)"… when that is taken by a
 * cluster of the same organizer; a copy of a copy does not pile suffixes up.
 */
export const cloneName = async (tx: Transaction, organizerId: number, name: string): Promise<string> => {
  const base = name.replace(/ \(копия( \d+)?\)$/, '');
  const room = CLUSTER_LIMITS.nameMax - ` ${CLUSTER_CLONE_SUFFIX.slice(0, -1)} 999)`.length;
  const stem = `${base.slice(0, room)} ${CLUSTER_CLONE_SUFFIX.slice(0, -1)}`;
  const taken = new Set(await clusterNamesStartingWith(tx, organizerId, stem));
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? `${stem})` : `${stem} ${n})`;
    if (!taken.has(candidate)) return candidate;
  }
};

/** POST /v1/Cluster/clone/{id}: a copy with the same period, discipline and age categories (new ids). */
export const cloneCluster = async (ctx: AppContext, user: AuthUser, id: number): Promise<Cluster> => {
  const copyId = await ctx.database.db.transaction(async (tx) => {
    const source = await getClusterRow(tx, id);
    authorize(canManageOrganizer(user, source.organizerId), DENIED.otherOrganizer);
    const copyId = await insertCluster(tx, {
      name: await cloneName(tx, source.organizerId, source.name),
      comment: source.comment,
      organizerId: source.organizerId,
      disciplineId: source.disciplineId,
      activeFrom: source.activeFrom,
      activeTo: source.activeTo,
    });
    const categories = (await categoriesOfClusters(tx, [source.id])).get(source.id) ?? [];
    await insertAgeCategories(
      tx,
      categories.map((category) => ({
        clusterId: copyId,
        name: category.name,
        gender: category.gender,
        minAge: category.minAge,
        maxAge: category.maxAge,
        orderNumber: category.orderNumber,
        mustIncludeInRating: category.mustIncludeInRating,
        finalRatingHexColor: category.finalRatingHexColor,
      })),
    );
    return copyId;
  });
  return presentCluster(await getClusterView(ctx.database.db, copyId));
};
