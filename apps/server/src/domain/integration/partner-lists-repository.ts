import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clusterAgeCategories, clusters, events, protocolConfigs } from '../../db/schema/index.js';

/** The organizer's events, newest first; one year's when asked. */
export const selectOrganizerEvents = (executor: Executor, organizerId: number, year?: number) =>
  executor
    .select({ id: events.id, name: events.name, eventDate: events.eventDate, isRating: events.isRating })
    .from(events)
    .where(
      and(
        eq(events.organizerId, organizerId),
        year === undefined ? undefined : gte(events.eventDate, `${year}-01-01`),
        year === undefined ? undefined : lte(events.eventDate, `${year}-12-31`),
      ),
    )
    .orderBy(desc(events.eventDate), desc(events.id));

/** The organizer's clusters, newest first, and their age categories in the clusters' order. */
export const selectOrganizerClusters = async (executor: Executor, organizerId: number) => {
  const rows = await executor
    .select()
    .from(clusters)
    .where(eq(clusters.organizerId, organizerId))
    .orderBy(desc(clusters.activeFrom), desc(clusters.id));
  const categories = rows.length
    ? await executor
        .select()
        .from(clusterAgeCategories)
        .where(
          inArray(
            clusterAgeCategories.clusterId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(clusterAgeCategories.orderNumber), asc(clusterAgeCategories.id))
    : [];
  return rows.map((cluster) => ({
    cluster,
    categories: categories.filter((category) => category.clusterId === cluster.id),
  }));
};

/** The national configs and the organizer's own, by name. */
export const selectUsableConfigs = (executor: Executor, organizerId: number) =>
  executor
    .select({
      id: protocolConfigs.id,
      name: protocolConfigs.name,
      organizerId: protocolConfigs.organizerId,
      isDefault: protocolConfigs.isDefault,
    })
    .from(protocolConfigs)
    .where(or(isNull(protocolConfigs.organizerId), eq(protocolConfigs.organizerId, organizerId)))
    .orderBy(desc(protocolConfigs.isDefault), asc(protocolConfigs.name), asc(protocolConfigs.id));
