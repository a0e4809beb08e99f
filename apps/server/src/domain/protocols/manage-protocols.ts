import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateProtocolFormSchema } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, canUseConfig, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { clusterAgeCategories, clusters, events, protocolConfigs, protocols } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../errors.js';
import { deleteFile, findFile } from '../files/store-file.js';
import { markSeasonsStale, recalculateSeasons } from '../rating/recalculate-seasons.js';

/** A protocol with the organizer and date of its event (whose organizer may manage it). */
const protocolsWithEvents = (executor: Executor, ids: number[]) =>
  executor
    .select({
      id: protocols.id,
      name: protocols.name,
      originalFileId: protocols.originalFileId,
      organizerId: events.organizerId,
      eventDate: events.eventDate,
    })
    .from(protocols)
    .innerJoin(events, eq(events.id, protocols.eventId))
    .where(inArray(protocols.id, ids));

const seasonOf = (eventDate: string) => Number(eventDate.slice(0, 4));

/**
 * Deletes protocols of the caller's organizer (any, for an administrator) with their results and
 * original files, then recalculates the seasons they were in. Answers the message the cabinet shows.
 */
export const deleteProtocols = async (ctx: AppContext, user: AuthUser, ids: number[]): Promise<string> => {
  const unique = [...new Set(ids)];
  const found = await protocolsWithEvents(ctx.database.db, unique);
  if (found.length !== unique.length) {
    const missing = unique.filter((id) => !found.some((p) => p.id === id));
    throw notFound(`Протокол не найден: ${missing.join(', ')}`);
  }
  for (const protocol of found)
    authorize(canManageOrganizer(user, protocol.organizerId), DENIED.otherOrganizer);
  const years = [...new Set(found.map((p) => seasonOf(p.eventDate)))].sort();
  await ctx.database.db.transaction(async (tx) => {
    await tx.delete(protocols).where(inArray(protocols.id, unique));
    for (const protocol of found)
      if (protocol.originalFileId) await deleteFile(ctx, tx, protocol.originalFileId);
    await markSeasonsStale(tx, years);
  });
  await recalculateSeasons(ctx.database.db, years);
  const noun = found.length === 1 ? 'Протокол удалён' : `Удалено протоколов: ${found.length}`;
  return `${noun}. Рейтинг пересчитан за ${years.join(', ')}.`;
};

type UpdateInput = z.output<typeof updateProtocolFormSchema>;

/** Changes a protocol's name, event, config, category or rating flag; the affected seasons are recalculated. */
export const updateProtocol = async (ctx: AppContext, user: AuthUser, input: UpdateInput): Promise<void> => {
  const db = ctx.database.db;
  const [current] = await protocolsWithEvents(db, [input.id]);
  if (!current) throw notFound('Протокол не найден');
  authorize(canManageOrganizer(user, current.organizerId), DENIED.otherOrganizer);
  const years = new Set([seasonOf(current.eventDate)]);
  if (input.eventId) {
    const [event] = await db.select().from(events).where(eq(events.id, input.eventId));
    if (!event) throw notFound('Мероприятие не найдено');
    authorize(canManageOrganizer(user, event.organizerId), DENIED.otherOrganizer);
    years.add(seasonOf(event.eventDate));
  }
  if (input.configId) {
    const [config] = await db.select().from(protocolConfigs).where(eq(protocolConfigs.id, input.configId));
    if (!config) throw notFound('Конфигурация не найдена');
    authorize(canUseConfig(user, config), DENIED.otherOrganizer);
  }
  if (input.clusterAgeCategoryId) {
    const [category] = await db
      .select({ organizerId: clusters.organizerId })
      .from(clusterAgeCategories)
      .innerJoin(clusters, eq(clusters.id, clusterAgeCategories.clusterId))
      .where(eq(clusterAgeCategories.id, input.clusterAgeCategoryId));
    if (!category) throw notFound('Возрастная категория не найдена');
    authorize(canManageOrganizer(user, category.organizerId), DENIED.otherOrganizer);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(protocols)
      .set({
        ...(input.name ? { name: input.name } : {}),
        ...(input.eventId ? { eventId: input.eventId } : {}),
        ...(input.configId ? { configId: input.configId } : {}),
        ...(input.clusterAgeCategoryId ? { clusterAgeCategoryId: input.clusterAgeCategoryId } : {}),
        ...(input.isRatingProtocol !== undefined ? { isRatingProtocol: input.isRatingProtocol } : {}),
        updatedOn: new Date(),
      })
      .where(eq(protocols.id, input.id));
    await markSeasonsStale(tx, [...years]);
  });
  if (input.needToRecalculateRatings) await recalculateSeasons(db, [...years]);
};

/** The original file of a protocol, for its organizer or an administrator. */
export const protocolOriginalFile = async (ctx: AppContext, user: AuthUser, id: number) => {
  const [protocol] = await protocolsWithEvents(ctx.database.db, [id]);
  if (!protocol) throw notFound('Протокол не найден');
  authorize(canManageOrganizer(user, protocol.organizerId), DENIED.otherOrganizer);
  if (!protocol.originalFileId) throw notFound('Исходный файл этого протокола не сохранён');
  const file = await findFile(ctx.database.db, protocol.originalFileId);
  const bytes = file ? await ctx.blobStore.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound('Исходный файл этого протокола не найден');
  return { file, bytes };
};

export const assertYearIsValid = (year: number) => {
  if (!Number.isInteger(year) || year < 2000 || year > 2100) throw badRequest('не валидный год');
};
