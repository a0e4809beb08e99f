import { and, asc, count, desc, eq, gte, ilike, inArray, like, lte, type SQL } from 'drizzle-orm';
import type { PagedClustersRequest, Sort } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { clusterAgeCategories, clusters, disciplines, organizers, protocols } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import {
  containsPattern,
  escapeLike,
  orderIn,
  sortDirection,
  sortFields,
  windowed,
  type ListOptions,
} from '../../lib/paging.js';

export type ClusterRow = typeof clusters.$inferSelect;
export type ClusterAgeCategoryRow = typeof clusterAgeCategories.$inferSelect;
export type NewCluster = typeof clusters.$inferInsert;
export type NewClusterAgeCategory = typeof clusterAgeCategories.$inferInsert;
/** An age category's own values (its cluster and id aside). */
export type AgeCategoryValues = Omit<NewClusterAgeCategory, 'id' | 'clusterId'>;
export type ClusterViewRow = ClusterRow & {
  organizerName: string;
  disciplineName: string | null;
  categories: ClusterAgeCategoryRow[];
};

export const CLUSTER_NOT_FOUND = 'Кластер не найден';

export const getClusterRow = async (executor: Executor, id: number): Promise<ClusterRow> => {
  const [row] = await executor.select().from(clusters).where(eq(clusters.id, id));
  if (!row) throw notFound(CLUSTER_NOT_FOUND);
  return row;
};

/** An age category with the organizer of its cluster, or null. */
export const findAgeCategory = async (executor: Executor, id: number) => {
  const [row] = await executor
    .select({ category: clusterAgeCategories, organizerId: clusters.organizerId })
    .from(clusterAgeCategories)
    .innerJoin(clusters, eq(clusters.id, clusterAgeCategories.clusterId))
    .where(eq(clusterAgeCategories.id, id));
  return row ?? null;
};

export const categoriesOfClusters = async (
  executor: Executor,
  clusterIds: number[],
): Promise<Map<number, ClusterAgeCategoryRow[]>> => {
  const byCluster = new Map<number, ClusterAgeCategoryRow[]>();
  if (clusterIds.length === 0) return byCluster;
  const rows = await executor
    .select()
    .from(clusterAgeCategories)
    .where(inArray(clusterAgeCategories.clusterId, clusterIds))
    .orderBy(asc(clusterAgeCategories.orderNumber), asc(clusterAgeCategories.id));
  for (const row of rows) byCluster.set(row.clusterId, [...(byCluster.get(row.clusterId) ?? []), row]);
  return byCluster;
};

/** Clusters with their organizer and discipline names and their age categories; public reads use it too. */
export const selectClusterViews = async (
  executor: Executor,
  options: ListOptions,
): Promise<ClusterViewRow[]> => {
  const query = executor
    .select({ cluster: clusters, organizerName: organizers.name, disciplineName: disciplines.name })
    .from(clusters)
    .innerJoin(organizers, eq(organizers.id, clusters.organizerId))
    .leftJoin(disciplines, eq(disciplines.id, clusters.disciplineId))
    .where(options.where)
    .orderBy(...(options.orderBy ?? [desc(clusters.createdOn), desc(clusters.id)]))
    .$dynamic();
  const rows = await windowed(query, options);
  const categories = await categoriesOfClusters(
    executor,
    rows.map((row) => row.cluster.id),
  );
  return rows.map((row) => ({
    ...row.cluster,
    organizerName: row.organizerName,
    disciplineName: row.disciplineName,
    categories: categories.get(row.cluster.id) ?? [],
  }));
};

export const getClusterView = async (executor: Executor, id: number): Promise<ClusterViewRow> => {
  const [row] = await selectClusterViews(executor, { where: eq(clusters.id, id) });
  if (!row) throw notFound(CLUSTER_NOT_FOUND);
  return row;
};

export const countClusters = async (executor: Executor, where: SQL | undefined): Promise<number> => {
  const [row] = await executor.select({ n: count() }).from(clusters).where(where);
  return row?.n ?? 0;
};

/** The filters of the paged cluster calls: name contains, active at some day of the search period. */
export const clusterFilters = (request: PagedClustersRequest): SQL | undefined => {
  const name = request.name?.trim();
  return and(
    request.organizerId ? eq(clusters.organizerId, request.organizerId) : undefined,
    name ? ilike(clusters.name, containsPattern(name)) : undefined,
    request.searchPeriod?.end ? lte(clusters.activeFrom, request.searchPeriod.end) : undefined,
    request.searchPeriod?.start ? gte(clusters.activeTo, request.searchPeriod.start) : undefined,
  );
};

const sortColumn = sortFields({
  createdOn: clusters.createdOn,
  name: clusters.name,
  updatedOn: clusters.updatedOn,
});

/** Sort by createdOn (the default, newest first) or name; ties by id. */
export const clusterOrder = (sort: Sort | null | undefined): SQL[] => {
  const column = sortColumn(sort) ?? clusters.createdOn;
  const direction = orderIn(sortDirection(sort, 'desc'));
  return [direction(column), direction(clusters.id)];
};

/** The names of an organizer's clusters that start with the text. */
export const clusterNamesStartingWith = async (
  executor: Executor,
  organizerId: number,
  start: string,
): Promise<string[]> =>
  (
    await executor
      .select({ name: clusters.name })
      .from(clusters)
      .where(and(eq(clusters.organizerId, organizerId), like(clusters.name, `${escapeLike(start)}%`)))
  ).map((row) => row.name);

/** Adds a cluster; answers its id. */
export const insertCluster = async (executor: Executor, values: NewCluster): Promise<number> => {
  const [row] = await executor.insert(clusters).values(values).returning({ id: clusters.id });
  return row!.id;
};

export const updateClusterRow = async (
  executor: Executor,
  id: number,
  values: Omit<NewCluster, 'id'>,
): Promise<void> => {
  await executor
    .update(clusters)
    .set({ ...values, updatedOn: new Date() })
    .where(eq(clusters.id, id));
};

export const deleteClusterRow = async (executor: Executor, id: number): Promise<void> => {
  await executor.delete(clusters).where(eq(clusters.id, id));
};

export const insertAgeCategories = async (
  executor: Executor,
  rows: NewClusterAgeCategory[],
): Promise<void> => {
  if (rows.length > 0) await executor.insert(clusterAgeCategories).values(rows);
};

/** A cluster's age categories, in no particular order. */
export const ageCategoriesOfCluster = async (
  executor: Executor,
  clusterId: number,
): Promise<ClusterAgeCategoryRow[]> =>
  executor.select().from(clusterAgeCategories).where(eq(clusterAgeCategories.clusterId, clusterId));

export const updateAgeCategory = async (
  executor: Executor,
  clusterId: number,
  id: number,
  values: AgeCategoryValues,
): Promise<void> => {
  await executor
    .update(clusterAgeCategories)
    .set(values)
    .where(and(eq(clusterAgeCategories.id, id), eq(clusterAgeCategories.clusterId, clusterId)));
};

export const deleteAgeCategories = async (executor: Executor, ids: number[]): Promise<void> => {
  await executor.delete(clusterAgeCategories).where(inArray(clusterAgeCategories.id, ids));
};

/** How many protocols refer to the cluster's age categories. */
export const countProtocolsOfCluster = async (executor: Executor, clusterId: number): Promise<number> => {
  const [used] = await executor
    .select({ n: count() })
    .from(protocols)
    .innerJoin(clusterAgeCategories, eq(clusterAgeCategories.id, protocols.clusterAgeCategoryId))
    .where(eq(clusterAgeCategories.clusterId, clusterId));
  return used?.n ?? 0;
};

/** How many protocols refer to each of these age categories (those with none are left out). */
export const protocolCountsOfCategories = async (executor: Executor, categoryIds: number[]) =>
  executor
    .select({ categoryId: protocols.clusterAgeCategoryId, n: count() })
    .from(protocols)
    .where(inArray(protocols.clusterAgeCategoryId, categoryIds))
    .groupBy(protocols.clusterAgeCategoryId);
