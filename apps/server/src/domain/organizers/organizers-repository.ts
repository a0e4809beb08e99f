import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clusters, events, organizers, protocolConfigs, protocols } from '../../db/schema/index.js';
import { conflict, notFound } from '../../errors.js';

export type OrganizerRow = typeof organizers.$inferSelect;

export const ORGANIZER_NOT_FOUND = 'Организатор не найден';

export const getOrganizer = async (executor: Executor, id: number): Promise<OrganizerRow> => {
  const [row] = await executor.select().from(organizers).where(eq(organizers.id, id));
  if (!row) throw notFound(ORGANIZER_NOT_FOUND);
  return row;
};

/** Two organizers may not share a name (compared without case and surrounding spaces). */
export const assertOrganizerNameFree = async (executor: Executor, name: string, exceptId?: number) => {
  const [taken] = await executor
    .select({ id: organizers.id })
    .from(organizers)
    .where(
      and(
        sql`lower(${organizers.name}) = lower(${name.trim()})`,
        exceptId === undefined ? undefined : ne(organizers.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(`Организатор с названием «${name.trim()}» уже есть`);
};

/** What refers to an organizer and keeps it from being deleted. */
export type OrganizerUsage = { events: number; protocols: number; clusters: number; configs: number };

export const organizerUsage = async (executor: Executor, id: number): Promise<OrganizerUsage> => {
  const [[eventCount], [protocolCount], [clusterCount], [configCount]] = await Promise.all([
    executor.select({ n: count() }).from(events).where(eq(events.organizerId, id)),
    executor
      .select({ n: count() })
      .from(protocols)
      .innerJoin(events, eq(events.id, protocols.eventId))
      .where(eq(events.organizerId, id)),
    executor.select({ n: count() }).from(clusters).where(eq(clusters.organizerId, id)),
    executor.select({ n: count() }).from(protocolConfigs).where(eq(protocolConfigs.organizerId, id)),
  ]);
  return {
    events: eventCount?.n ?? 0,
    protocols: protocolCount?.n ?? 0,
    clusters: clusterCount?.n ?? 0,
    configs: configCount?.n ?? 0,
  };
};

export const organizerExists = async (executor: Executor, id: number): Promise<boolean> => {
  const [row] = await executor.select({ id: organizers.id }).from(organizers).where(eq(organizers.id, id));
  return row !== undefined;
};

/** Adds an organizer; answers its id. */
export const insertOrganizer = async (
  executor: Executor,
  values: typeof organizers.$inferInsert,
): Promise<number> => {
  const [created] = await executor.insert(organizers).values(values).returning({ id: organizers.id });
  return created!.id;
};
