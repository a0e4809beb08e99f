import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import {
  DEFAULT_SCORE_DISTRIBUTION,
  type Paging,
  type ProtocolConfig,
  type ProtocolConfigInput,
  type protocolConfigInputSchema,
} from '@velo/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import {
  authorize,
  canManageAllOrganizers,
  canManageConfig,
  canUseConfig,
  DENIED,
} from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import type { Database, Executor } from '../../db/database.js';
import { organizers, protocolConfigs, protocols } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { containsPattern, orderIn, pageOffset, sortDirection, sortFields } from '../../lib/paging.js';

type ConfigRow = typeof protocolConfigs.$inferSelect;
type ConfigInput = z.output<typeof protocolConfigInputSchema>;

export const DEFAULT_CONFIG_NAME = 'Национальный рейтинг (по умолчанию)';

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

export const presentConfig = (row: ConfigRow, organizerName: string | null): ProtocolConfig => ({
  id: row.id,
  name: row.name,
  isDefault: row.isDefault,
  organizer: row.organizerId !== null ? { id: row.organizerId, name: organizerName ?? '' } : null,
  organizerId: row.organizerId,
  createdOn: row.createdOn.toISOString(),
  updatedOn: row.updatedOn.toISOString(),
  startDate: row.startDate ? `${row.startDate}T00:00:00Z` : null,
  endDate: row.endDate ? `${row.endDate}T00:00:00Z` : null,
  participantsCount: row.participantsCount,
  significanceRatioCalculationMode: row.significanceRatioCalculationMode,
  significanceRatio: row.significanceRatio,
  significanceParticipantPercent: row.significanceParticipantPercent,
  representationRatioCalculationMode: row.representationRatioCalculationMode,
  representationRatio: row.representationRatio,
  representationParticipantCount: row.representationParticipantCount,
  scoreDistribution: row.scoreDistribution,
  finalRatingBestRacesPercent: row.finalRatingBestRacesPercent,
  finalRatingBestRacesNumber: row.finalRatingBestRacesNumber,
  hideParticipantsWithoutRatingInFinalRating: row.hideParticipantsWithoutRatingInFinalRating,
  finalRatingBestRacesMode:
    row.finalRatingBestRacesPercent !== null
      ? 'percent'
      : row.finalRatingBestRacesNumber !== null
        ? 'bestResult'
        : 'ignore',
});

const selectWithOrganizer = (executor: Executor) =>
  executor
    .select({ config: protocolConfigs, organizerName: organizers.name })
    .from(protocolConfigs)
    .leftJoin(organizers, eq(organizers.id, protocolConfigs.organizerId));

export const getConfig = async (executor: Executor, id: number): Promise<ProtocolConfig> => {
  const [row] = await selectWithOrganizer(executor).where(eq(protocolConfigs.id, id));
  if (!row) throw notFound('Конфигурация не найдена');
  return presentConfig(row.config, row.organizerName);
};

export const getDefaultConfig = async (executor: Executor): Promise<ProtocolConfig> => {
  const [row] = await selectWithOrganizer(executor).where(eq(protocolConfigs.isDefault, true)).limit(1);
  if (!row) throw notFound('Конфигурация по умолчанию не найдена');
  return presentConfig(row.config, row.organizerName);
};

export const getConfigOfProtocol = async (
  executor: Executor,
  protocolId: number,
): Promise<ProtocolConfig> => {
  const [protocol] = await executor
    .select({ configId: protocols.configId })
    .from(protocols)
    .where(eq(protocols.id, protocolId));
  if (!protocol) throw notFound('Протокол не найден');
  return getConfig(executor, protocol.configId);
};

/** National configs and, when asked, one organizer's. */
export const listConfigs = async (executor: Executor, organizerId?: number): Promise<ProtocolConfig[]> => {
  const where = organizerId
    ? or(isNull(protocolConfigs.organizerId), eq(protocolConfigs.organizerId, organizerId))
    : undefined;
  const rows = await selectWithOrganizer(executor)
    .where(where)
    .orderBy(desc(protocolConfigs.isDefault), asc(protocolConfigs.name));
  return rows.map((r) => presentConfig(r.config, r.organizerName));
};

const sortColumn = sortFields({
  name: protocolConfigs.name,
  createdOn: protocolConfigs.createdOn,
  updatedOn: protocolConfigs.updatedOn,
});

/** The cabinet's list: an organizer sees the national configs and its own; an administrator any. */
export const pageConfigs = async (
  ctx: AppContext,
  user: AuthUser,
  request: Paging & { organizerId?: number | null; name?: string | null },
) => {
  const conditions: (SQL | undefined)[] = [];
  if (!canManageAllOrganizers(user)) {
    conditions.push(
      or(isNull(protocolConfigs.organizerId), eq(protocolConfigs.organizerId, user.organizerId ?? -1)),
    );
  }
  if (request.organizerId) conditions.push(eq(protocolConfigs.organizerId, request.organizerId));
  if (request.name) conditions.push(ilike(protocolConfigs.name, containsPattern(request.name)));
  const where = and(...conditions);
  const column = sortColumn(request.sort) ?? protocolConfigs.createdOn;
  const direction = orderIn(sortDirection(request.sort, 'desc'));
  const [rows, [total]] = await Promise.all([
    selectWithOrganizer(ctx.database.db)
      .where(where)
      .orderBy(direction(column), asc(protocolConfigs.id))
      .limit(request.size)
      .offset(pageOffset(request)),
    ctx.database.db.select({ n: count() }).from(protocolConfigs).where(where),
  ]);
  return { items: rows.map((r) => presentConfig(r.config, r.organizerName)), totalCount: total?.n ?? 0 };
};

/** Who owns a config: an organizer's own ones are theirs; national ones are the administrators'. */
const authorizeConfig = (user: AuthUser, config: { organizerId: number | null }) =>
  authorize(
    canManageConfig(user, config),
    config.organizerId === null ? DENIED.nationalConfig : DENIED.otherOrganizer,
  );

const columnsOf = (input: ConfigInput, organizerId: number | null) => ({
  name: input.name,
  organizerId,
  startDate: day(input.startDate),
  endDate: day(input.endDate),
  participantsCount: input.participantsCount ?? null,
  significanceRatioCalculationMode: input.significanceRatioCalculationMode,
  significanceRatio:
    input.significanceRatioCalculationMode === 'custom' ? (input.significanceRatio ?? null) : null,
  significanceParticipantPercent: input.significanceParticipantPercent ?? null,
  representationRatioCalculationMode: input.representationRatioCalculationMode,
  representationRatio:
    input.representationRatioCalculationMode === 'custom' ? (input.representationRatio ?? null) : null,
  representationParticipantCount: input.representationParticipantCount ?? null,
  scoreDistribution: input.scoreDistribution,
  finalRatingBestRacesPercent: input.finalRatingBestRacesPercent ?? null,
  finalRatingBestRacesNumber: input.finalRatingBestRacesNumber ?? null,
  hideParticipantsWithoutRatingInFinalRating: input.hideParticipantsWithoutRatingInFinalRating,
});

/** An organizer's config is always its own; an administrator chooses (none = national). */
const ownerFor = (user: AuthUser, requested: number | null | undefined) =>
  canManageAllOrganizers(user) ? (requested ?? null) : user.organizerId;

export const createConfig = async (
  ctx: AppContext,
  user: AuthUser,
  input: ConfigInput,
): Promise<ProtocolConfig> => {
  const organizerId = ownerFor(user, input.organizerId);
  authorizeConfig(user, { organizerId });
  const [row] = await ctx.database.db
    .insert(protocolConfigs)
    .values(columnsOf(input, organizerId))
    .returning();
  return getConfig(ctx.database.db, row!.id);
};

export const updateConfig = async (
  ctx: AppContext,
  user: AuthUser,
  input: ConfigInput & { id: number },
): Promise<ProtocolConfig> => {
  const db = ctx.database.db;
  const [current] = await db.select().from(protocolConfigs).where(eq(protocolConfigs.id, input.id));
  if (!current) throw notFound('Конфигурация не найдена');
  authorizeConfig(user, current);
  const organizerId = canManageAllOrganizers(user)
    ? (input.organizerId ?? current.organizerId)
    : current.organizerId;
  await db
    .update(protocolConfigs)
    .set({ ...columnsOf(input, organizerId), updatedOn: new Date() })
    .where(eq(protocolConfigs.id, input.id));
  return getConfig(db, input.id);
};

export const deleteConfig = async (ctx: AppContext, user: AuthUser, id: number): Promise<void> => {
  const db = ctx.database.db;
  const [current] = await db.select().from(protocolConfigs).where(eq(protocolConfigs.id, id));
  if (!current) throw notFound('Конфигурация не найдена');
  authorizeConfig(user, current);
  if (current.isDefault) throw badRequest('Конфигурацию по умолчанию удалить нельзя');
  const [used] = await db.select({ n: count() }).from(protocols).where(eq(protocols.configId, id));
  if (used && used.n > 0)
    throw conflict(`Конфигурация используется в протоколах (${used.n}): сначала смените её в них`);
  await db.delete(protocolConfigs).where(eq(protocolConfigs.id, id));
};

/** A copy named so it is told apart; an organizer's copy of a national config becomes its own. */
export const cloneConfig = async (ctx: AppContext, user: AuthUser, id: number): Promise<ProtocolConfig> => {
  const db = ctx.database.db;
  const [source] = await db.select().from(protocolConfigs).where(eq(protocolConfigs.id, id));
  if (!source) throw notFound('Конфигурация не найдена');
  authorize(canUseConfig(user, source), DENIED.otherOrganizer);
  const organizerId = canManageAllOrganizers(user) ? source.organizerId : user.organizerId;
  authorizeConfig(user, { organizerId });
  const { id: _id, createdOn: _c, updatedOn: _u, isDefault: _d, ...rest } = source;
  const [copy] = await db
    .insert(protocolConfigs)
    .values({ ...rest, organizerId, name: `${source.name} (копия)` })
    .returning();
  return getConfig(db, copy!.id);
};

/** Every portal needs the national default config; it is created at start when missing. */
export const ensureDefaultConfig = async (db: Database): Promise<void> => {
  const [existing] = await db
    .select({ id: protocolConfigs.id })
    .from(protocolConfigs)
    .where(eq(protocolConfigs.isDefault, true));
  if (existing) return;
  await db.insert(protocolConfigs).values({
    name: DEFAULT_CONFIG_NAME,
    isDefault: true,
    scoreDistribution: [...DEFAULT_SCORE_DISTRIBUTION],
  });
};

export type { ProtocolConfigInput };
