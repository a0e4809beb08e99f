import type {
  Cluster,
  ClusterAgeCategoryInput,
  CreateClusterRequest,
  UpdateClusterRequest,
} from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/database.js';
import { badRequest, conflict } from '../../errors.js';
import { assertDisciplineExists } from '../events/events-repository.js';
import { getOrganizer } from '../organizers/organizers-repository.js';
import {
  ageCategoriesOfCluster,
  deleteAgeCategories,
  getClusterRow,
  getClusterView,
  insertAgeCategories,
  insertCluster,
  protocolCountsOfCategories,
  updateAgeCategory,
  updateClusterRow,
} from './clusters-repository.js';
import { presentCluster } from './present-cluster.js';

/** A row's stored values; orderNumber is its position in the list, from 1. */
const categoryValues = (row: ClusterAgeCategoryInput, index: number) => ({
  name: row.name,
  gender: row.gender,
  minAge: row.minAge,
  maxAge: row.maxAge,
  orderNumber: index + 1,
  mustIncludeInRating: row.mustIncludeInRating,
  finalRatingHexColor: row.finalRatingHexColor,
});

const clusterValues = (request: CreateClusterRequest) => ({
  name: request.name,
  comment: request.comment,
  organizerId: request.organizerId,
  disciplineId: request.disciplineTypeId ?? null,
  activeFrom: request.activePeriod.start,
  activeTo: request.activePeriod.end,
});

/** The organizer must exist and be the caller's (any, for an administrator); so must the discipline. */
const checkReferences = async (tx: Transaction, user: AuthUser, request: CreateClusterRequest) => {
  authorize(canManageOrganizer(user, request.organizerId), DENIED.otherOrganizer);
  await getOrganizer(tx, request.organizerId);
  if (request.disciplineTypeId) await assertDisciplineExists(tx, request.disciplineTypeId);
};

/** POST /v1/Cluster: a cluster of the caller's organizer (any, for an administrator) with its age rows. */
export const createCluster = async (
  ctx: AppContext,
  user: AuthUser,
  request: CreateClusterRequest,
): Promise<Cluster> => {
  const id = await ctx.database.db.transaction(async (tx) => {
    await checkReferences(tx, user, request);
    const clusterId = await insertCluster(tx, clusterValues(request));
    await insertAgeCategories(
      tx,
      request.clusterAgeCategories.map((category, index) => ({
        clusterId,
        ...categoryValues(category, index),
      })),
    );
    return clusterId;
  });
  return presentCluster(await getClusterView(ctx.database.db, id));
};

/**
 * Rows with an id are updated in place (protocols keep pointing at them), rows without one are
 * added, and rows left out are removed: refused while protocols refer to them.
 */
const replaceCategories = async (tx: Transaction, clusterId: number, rows: ClusterAgeCategoryInput[]) => {
  const existing = await ageCategoriesOfCluster(tx, clusterId);
  const existingIds = new Set(existing.map((row) => row.id));
  const sentIds = new Set<number>();
  rows.forEach((row, index) => {
    if (!row.id) return;
    if (!existingIds.has(row.id) || sentIds.has(row.id)) {
      throw badRequest(
        `Неверный запрос. clusterAgeCategories.${index}.id: возрастной категории ${row.id} нет в этом кластере`,
      );
    }
    sentIds.add(row.id);
  });
  const removed = existing.filter((row) => !sentIds.has(row.id));
  if (removed.length > 0) {
    const used = await protocolCountsOfCategories(
      tx,
      removed.map((row) => row.id),
    );
    if (used.length > 0) {
      const names = used.map((u) => {
        const category = removed.find((row) => row.id === u.categoryId)!;
        return `«${category.name}» — протоколы (${u.n})`;
      });
      throw conflict(
        `Нельзя удалить возрастные категории, на которые ссылаются протоколы: ${names.join(', ')}`,
        names,
      );
    }
    await deleteAgeCategories(
      tx,
      removed.map((row) => row.id),
    );
  }
  for (const [index, row] of rows.entries()) {
    if (row.id) await updateAgeCategory(tx, clusterId, row.id, categoryValues(row, index));
    else await insertAgeCategories(tx, [{ clusterId, ...categoryValues(row, index) }]);
  }
};

/** PUT /v1/Cluster: the caller must manage the cluster's organizer, and the new one when it moves. */
export const updateCluster = async (
  ctx: AppContext,
  user: AuthUser,
  request: UpdateClusterRequest,
): Promise<void> => {
  await ctx.database.db.transaction(async (tx) => {
    const current = await getClusterRow(tx, request.id);
    authorize(canManageOrganizer(user, current.organizerId), DENIED.otherOrganizer);
    await checkReferences(tx, user, request);
    await updateClusterRow(tx, current.id, clusterValues(request));
    await replaceCategories(tx, current.id, request.clusterAgeCategories);
  });
};
