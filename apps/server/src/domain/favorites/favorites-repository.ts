import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user.js';
import { queryRows, type Executor } from '../../db/database.js';
import type { Follows } from '../../infra/follows-cache.js';
import { events, favoriteEvents, favoriteParticipants, participants } from '../../db/schema/index.js';

/** Which of these riders the caller follows; empty for a guest (marks are false, never an error). */
export const followedParticipants = async (
  executor: Executor,
  user: AuthUser | null,
  participantIds: number[],
): Promise<Set<number>> => {
  if (!user || participantIds.length === 0) return new Set();
  const rows = await executor
    .select({ id: favoriteParticipants.participantId })
    .from(favoriteParticipants)
    .where(
      and(
        eq(favoriteParticipants.userId, user.id),
        inArray(favoriteParticipants.participantId, participantIds),
      ),
    );
  return new Set(rows.map((r) => r.id));
};

/**
 * Every rider and every event the user follows, in one indexed read whatever the size of the answer
 * it marks (a thousand-row protocol would otherwise send a thousand ids to ask about).
 */
export const followedBy = async (executor: Executor, userId: number): Promise<Follows> => {
  const rows = await queryRows<{ kind: 'rider' | 'event'; id: number }>(
    executor,
    sql`select 'rider' as kind, participant_id as id from ${favoriteParticipants} where user_id = ${userId}
        union all
        select 'event' as kind, event_id as id from ${favoriteEvents} where user_id = ${userId}`,
  );
  const follows = { riders: new Set<number>(), events: new Set<number>() };
  for (const row of rows) (row.kind === 'rider' ? follows.riders : follows.events).add(row.id);
  return follows;
};

export const participantExists = async (executor: Executor, participantId: number): Promise<boolean> => {
  const [row] = await executor
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.id, participantId));
  return row !== undefined;
};

export const eventExists = async (executor: Executor, eventId: number): Promise<boolean> => {
  const [row] = await executor.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return row !== undefined;
};

/** Removes the follow when there is one (answers true), else adds it (answers false). */
export const unfollowOrFollowParticipant = async (
  executor: Executor,
  userId: number,
  participantId: number,
): Promise<boolean> => {
  const removed = await executor
    .delete(favoriteParticipants)
    .where(
      and(eq(favoriteParticipants.userId, userId), eq(favoriteParticipants.participantId, participantId)),
    )
    .returning();
  if (removed.length) return true;
  await executor.insert(favoriteParticipants).values({ userId, participantId });
  return false;
};

/** Removes the event from the favourites when it is there (answers true), else adds it (answers false). */
export const unfollowOrFollowEvent = async (
  executor: Executor,
  userId: number,
  eventId: number,
): Promise<boolean> => {
  const removed = await executor
    .delete(favoriteEvents)
    .where(and(eq(favoriteEvents.userId, userId), eq(favoriteEvents.eventId, eventId)))
    .returning();
  if (removed.length) return true;
  await executor.insert(favoriteEvents).values({ userId, eventId });
  return false;
};
