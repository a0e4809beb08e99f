import { toWireDay, toWireTimestamp, type Cluster, type ClusterAgeCategory } from '@velo/contracts';
import type { ClusterAgeCategoryRow, ClusterViewRow } from './clusters-repository.js';

export const presentClusterAgeCategory = (row: ClusterAgeCategoryRow): ClusterAgeCategory => ({
  id: row.id,
  name: row.name,
  gender: row.gender,
  minAge: row.minAge,
  maxAge: row.maxAge,
  orderNumber: row.orderNumber,
  mustIncludeInRating: row.mustIncludeInRating,
  finalRatingHexColor: row.finalRatingHexColor,
});

/** A cluster as every call answers it (spec §3); days of the active period as YYYY-MM-DDT00:00:00Z. */
export const presentCluster = (row: ClusterViewRow): Cluster => ({
  id: row.id,
  name: row.name,
  comment: row.comment,
  organizer: { id: row.organizerId, name: row.organizerName },
  organizerId: row.organizerId,
  disciplineName: row.disciplineName,
  disciplineTypeId: row.disciplineId,
  activePeriod: { start: toWireDay(row.activeFrom), end: toWireDay(row.activeTo) },
  createdOn: toWireTimestamp(row.createdOn),
  updatedOn: toWireTimestamp(row.updatedOn),
  clusterAgeCategories: row.categories.map(presentClusterAgeCategory),
});
