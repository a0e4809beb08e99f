import type { z } from 'zod';
import type { updateProtocolFormSchema } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, canUseConfig, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { findAgeCategory } from '../clusters/clusters-repository.js';
import { findConfigRow } from '../configs/configs-repository.js';
import { findEventRow } from '../events/events-repository.js';
import { markSeasonsStale, seasonOf } from '../rating/recalculate-seasons.js';
import { queueSkillRecalculation } from '../skill/skill-job.js';
import { noteChanges } from '../../infra/changes.js';
import { protocolReach } from '../read-path/reach-repository.js';
import { protocolsWithEvents, updateProtocolRow } from './protocols-repository.js';

type UpdateInput = z.output<typeof updateProtocolFormSchema>;

/**
 * PUT /v1/Protocol: changes a protocol's name, event, config, category or rating flag. The caller
 * must manage the protocol's organizer and what it points the protocol to; the affected seasons are
 * marked stale (recalculated at once with needToRecalculateRatings).
 */
export const updateProtocol = async (ctx: AppContext, user: AuthUser, input: UpdateInput): Promise<void> => {
  const db = ctx.database.db;
  const [current] = await protocolsWithEvents(db, [input.id]);
  if (!current) throw notFound('Протокол не найден');
  authorize(canManageOrganizer(user, current.organizerId), DENIED.otherOrganizer);
  const years = new Set([seasonOf(current.eventDate)]);
  /** Given an event (another, or the same): the skill rating from the earlier of the two race days. */
  let movedFrom: string | null = null;
  if (input.eventId) {
    const event = await findEventRow(db, input.eventId);
    if (!event) throw notFound('Мероприятие не найдено');
    authorize(canManageOrganizer(user, event.organizerId), DENIED.otherOrganizer);
    years.add(seasonOf(event.eventDate));
    movedFrom = event.eventDate < current.eventDate ? event.eventDate : current.eventDate;
  }
  if (input.configId) {
    const config = await findConfigRow(db, input.configId);
    if (!config) throw notFound('Конфигурация не найдена');
    authorize(canUseConfig(user, config), DENIED.otherOrganizer);
  }
  if (input.clusterAgeCategoryId) {
    const category = await findAgeCategory(db, input.clusterAgeCategoryId);
    if (!category) throw notFound('Возрастная категория не найдена');
    authorize(canManageOrganizer(user, category.organizerId), DENIED.otherOrganizer);
  }
  await db.transaction(async (tx) => {
    // Where it showed, and where it moves to.
    const reach = await protocolReach(tx, [input.id]);
    noteChanges({
      ...reach,
      ...(input.eventId ? { event: [...(reach.event as number[]), input.eventId] } : {}),
    });
    noteChanges({ season: [...years] });
    await updateProtocolRow(tx, input.id, {
      ...(input.name ? { name: input.name } : {}),
      ...(input.eventId ? { eventId: input.eventId } : {}),
      ...(input.configId ? { configId: input.configId } : {}),
      ...(input.clusterAgeCategoryId ? { clusterAgeCategoryId: input.clusterAgeCategoryId } : {}),
      ...(input.isRatingProtocol !== undefined ? { isRatingProtocol: input.isRatingProtocol } : {}),
      updatedOn: new Date(),
    });
    await markSeasonsStale(tx, [...years]);
    if (movedFrom) await queueSkillRecalculation(ctx, tx, movedFrom);
  });
  if (input.needToRecalculateRatings) await ctx.rating.recalculateSeasons([...years]);
};
