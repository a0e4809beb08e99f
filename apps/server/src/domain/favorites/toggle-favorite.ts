import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { events, favoriteEvents, favoriteParticipants, participants } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { noteChanges } from '../../infra/changes.js';

/** Adds the participant to the user's favourites, or removes it; answers the new state. */
export const toggleFavoriteParticipant = async (ctx: AppContext, userId: number, participantId: number) =>
  ctx.database.db.transaction(async (tx) => {
    const [participant] = await tx
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.id, participantId));
    if (!participant) throw notFound('Участник не найден');
    // Only this user's marks change: their kept follows go.
    noteChanges({ follows: [userId] }, { complete: true });
    const removed = await tx
      .delete(favoriteParticipants)
      .where(
        and(eq(favoriteParticipants.userId, userId), eq(favoriteParticipants.participantId, participantId)),
      )
      .returning();
    if (removed.length) return false;
    await tx.insert(favoriteParticipants).values({ userId, participantId });
    return true;
  });

export const toggleFavoriteEvent = async (ctx: AppContext, userId: number, eventId: number) =>
  ctx.database.db.transaction(async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!event) throw notFound('Мероприятие не найдено');
    const removed = await tx
      .delete(favoriteEvents)
      .where(and(eq(favoriteEvents.userId, userId), eq(favoriteEvents.eventId, eventId)))
      .returning();
    if (removed.length) return false;
    await tx.insert(favoriteEvents).values({ userId, eventId });
    return true;
  });
