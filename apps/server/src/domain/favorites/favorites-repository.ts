import { and, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Executor } from '../../db/database.js';
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
 * Every rider the user follows: one indexed read whatever the size of the answer it marks (a
 * thousand-row protocol would otherwise send a thousand ids to ask about).
 */
export const participantsFollowedBy = async (executor: Executor, userId: number): Promise<Set<number>> => {
  const rows = await executor
    .select({ id: favoriteParticipants.participantId })
    .from(favoriteParticipants)
    .where(eq(favoriteParticipants.userId, userId));
  return new Set(rows.map((r) => r.id));
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
