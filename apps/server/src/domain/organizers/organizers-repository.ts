import { and, count, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { PagedOrganizersRequest, Sort } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { clusters, events, organizers, protocolConfigs, protocols, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../errors.js';
import { containsPattern, orderIn, pageOffset, sortDirection, sortFields } from '../../lib/paging.js';

export type OrganizerRow = typeof organizers.$inferSelect;
export type NewOrganizer = typeof organizers.$inferInsert;

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

export const insertOrganizerRow = async (executor: Executor, values: NewOrganizer): Promise<OrganizerRow> => {
  const [row] = await executor.insert(organizers).values(values).returning();
  return row!;
};

export const updateOrganizerRow = async (
  executor: Executor,
  id: number,
  changes: Partial<Pick<NewOrganizer, 'name' | 'description' | 'logoFileId'>>,
): Promise<OrganizerRow> => {
  const [row] = await executor
    .update(organizers)
    .set({ ...changes, updatedOn: new Date() })
    .where(eq(organizers.id, id))
    .returning();
  return row!;
};

export const deleteOrganizerRow = async (executor: Executor, id: number): Promise<void> => {
  await executor.delete(organizers).where(eq(organizers.id, id));
};

/** The ids of the accounts bound to an organizer. */
export const usersOfOrganizerIds = async (executor: Executor, id: number): Promise<number[]> =>
  (await executor.select({ id: users.id }).from(users).where(eq(users.organizerId, id))).map((u) => u.id);

const sortColumn = sortFields({
  name: organizers.name,
  createdOn: organizers.createdOn,
  updatedOn: organizers.updatedOn,
  id: organizers.id,
});

/** Sort by name (the default, ascending), createdOn, updatedOn or id; ties by id. */
const organizerOrder = (sort: Sort | null | undefined): SQL[] => {
  const column = sortColumn(sort) ?? organizers.name;
  const direction = orderIn(sortDirection(sort, 'asc'));
  return [direction(column), direction(organizers.id)];
};

/** Every organizer, alphabetical. */
export const allOrganizers = async (executor: Executor): Promise<OrganizerRow[]> =>
  executor
    .select()
    .from(organizers)
    .orderBy(...organizerOrder(null));

/** Name contains (the trigram index serves it), or one id; one page and the total. */
export const pageOfOrganizers = async (executor: Executor, request: PagedOrganizersRequest) => {
  const name = request.name?.trim();
  const where = and(
    request.id ? eq(organizers.id, request.id) : undefined,
    name ? ilike(organizers.name, containsPattern(name)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(organizers)
      .where(where)
      .orderBy(...organizerOrder(request.sort))
      .limit(request.size)
      .offset(pageOffset(request)),
    executor.select({ n: count() }).from(organizers).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
};
