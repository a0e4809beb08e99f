import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Sort } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { events, organizers, protocolConfigs, protocols } from '../../db/schema/index.js';
import { foundOr404, notFound } from '../../errors.js';
import {
  containsPattern,
  orderIn,
  sortDirection,
  sortFields,
  windowed,
  type ListOptions,
} from '../../lib/paging.js';

export type ConfigRow = typeof protocolConfigs.$inferSelect;
export type NewConfig = typeof protocolConfigs.$inferInsert;
/** A config with its organizer's name, as every answer shows it. */
export type ConfigView = { config: ConfigRow; organizerName: string | null };

export const CONFIG_NOT_FOUND = 'Конфигурация не найдена';

/** Configs with their organizer's name; national first, then by name, unless ordered otherwise. */
export const selectConfigViews = async (executor: Executor, options: ListOptions): Promise<ConfigView[]> => {
  const query = executor
    .select({ config: protocolConfigs, organizerName: organizers.name })
    .from(protocolConfigs)
    .leftJoin(organizers, eq(organizers.id, protocolConfigs.organizerId))
    .where(options.where)
    .orderBy(...(options.orderBy ?? [desc(protocolConfigs.isDefault), asc(protocolConfigs.name)]))
    .$dynamic();
  return windowed(query, options);
};

export const getConfigView = async (executor: Executor, id: number): Promise<ConfigView> => {
  const [row] = await selectConfigViews(executor, { where: eq(protocolConfigs.id, id) });
  if (!row) throw notFound(CONFIG_NOT_FOUND);
  return row;
};

export const findDefaultConfigView = async (executor: Executor): Promise<ConfigView | null> => {
  const [row] = await selectConfigViews(executor, { where: eq(protocolConfigs.isDefault, true), limit: 1 });
  return row ?? null;
};

export const countConfigs = async (executor: Executor, where: SQL | undefined): Promise<number> => {
  const [row] = await executor.select({ n: count() }).from(protocolConfigs).where(where);
  return row?.n ?? 0;
};

/** The national configs and those of one organizer (of none: only the national ones). */
export const nationalOrOf = (organizerId: number | null): SQL =>
  or(isNull(protocolConfigs.organizerId), eq(protocolConfigs.organizerId, organizerId ?? -1))!;

/**
 * The cabinet's list: the national configs and the given organizer's ('all' for an administrator),
 * with its filters.
 */
export const cabinetConfigFilters = (
  ownOrganizerId: number | null | 'all',
  request: { organizerId?: number | null; name?: string | null },
): SQL | undefined =>
  and(ownOrganizerId === 'all' ? undefined : nationalOrOf(ownOrganizerId), configFilters(request));

/** The filters of the cabinet's list: one organizer's configs, name contains. */
export const configFilters = (request: { organizerId?: number | null; name?: string | null }) =>
  and(
    request.organizerId ? eq(protocolConfigs.organizerId, request.organizerId) : undefined,
    request.name ? ilike(protocolConfigs.name, containsPattern(request.name)) : undefined,
  );

const sortColumn = sortFields({
  name: protocolConfigs.name,
  createdOn: protocolConfigs.createdOn,
  updatedOn: protocolConfigs.updatedOn,
});

/** Sort by createdOn (the default, newest first), name or updatedOn; ties by id ascending. */
export const configOrder = (sort: Sort | null | undefined): SQL[] => [
  orderIn(sortDirection(sort, 'desc'))(sortColumn(sort) ?? protocolConfigs.createdOn),
  asc(protocolConfigs.id),
];

export const findConfigRow = async (executor: Executor, id: number): Promise<ConfigRow | null> => {
  const [row] = await executor.select().from(protocolConfigs).where(eq(protocolConfigs.id, id));
  return row ?? null;
};

export const getConfigRow = async (executor: Executor, id: number): Promise<ConfigRow> =>
  foundOr404(await findConfigRow(executor, id), CONFIG_NOT_FOUND);

export const findDefaultConfigId = async (executor: Executor): Promise<number | null> => {
  const [row] = await executor
    .select({ id: protocolConfigs.id })
    .from(protocolConfigs)
    .where(eq(protocolConfigs.isDefault, true));
  return row?.id ?? null;
};

export const insertConfig = async (executor: Executor, values: NewConfig): Promise<number> => {
  const [row] = await executor.insert(protocolConfigs).values(values).returning({ id: protocolConfigs.id });
  return row!.id;
};

/** The seasons that have a protocol scored by the config. */
export const seasonsScoredBy = async (executor: Executor, configId: number): Promise<number[]> =>
  (
    await executor
      .selectDistinct({ year: sql<number>`extract(year from ${events.eventDate})::int` })
      .from(protocols)
      .innerJoin(events, eq(events.id, protocols.eventId))
      .where(eq(protocols.configId, configId))
  ).map((row) => row.year);

export const updateConfigRow = async (executor: Executor, id: number, values: Partial<NewConfig>) => {
  await executor.update(protocolConfigs).set(values).where(eq(protocolConfigs.id, id));
};

export const deleteConfigRow = async (executor: Executor, id: number) => {
  await executor.delete(protocolConfigs).where(eq(protocolConfigs.id, id));
};

/** How many protocols use the config (it cannot be deleted while any do). */
export const countProtocolsUsingConfig = async (executor: Executor, id: number): Promise<number> => {
  const [row] = await executor.select({ n: count() }).from(protocols).where(eq(protocols.configId, id));
  return row?.n ?? 0;
};

/** The config a protocol uses, or null when there is no such protocol. */
export const configIdOfProtocol = async (executor: Executor, protocolId: number): Promise<number | null> => {
  const [row] = await executor
    .select({ configId: protocols.configId })
    .from(protocols)
    .where(eq(protocols.id, protocolId));
  return row?.configId ?? null;
};
