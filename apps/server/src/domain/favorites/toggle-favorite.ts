import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { noteChanges } from '../../infra/changes.js';
import {
  eventExists,
  participantExists,
  unfollowOrFollowEvent,
  unfollowOrFollowParticipant,
} from './favorites-repository.js';

/** Adds the participant to the user's favourites, or removes it; answers the new state. */
export const toggleFavoriteParticipant = async (ctx: AppContext, userId: number, participantId: number) =>
  ctx.database.db.transaction(async (tx) => {
    if (!(await participantExists(tx, participantId))) throw notFound('Участник не найден');
    // Only this user's marks change: their kept follows go.
    noteChanges({ follows: [userId] }, { complete: true });
    const removed = await unfollowOrFollowParticipant(tx, userId, participantId);
    return !removed;
  });

export const toggleFavoriteEvent = async (ctx: AppContext, userId: number, eventId: number) =>
  ctx.database.db.transaction(async (tx) => {
    if (!(await eventExists(tx, eventId))) throw notFound('Мероприятие не найдено');
    // Only this user's mark of the event changes: their kept follows go.
    noteChanges({ follows: [userId] }, { complete: true });
    const removed = await unfollowOrFollowEvent(tx, userId, eventId);
    return !removed;
  });
