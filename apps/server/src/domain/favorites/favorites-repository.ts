import { and, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Executor } from '../../db/database.js';
import { favoriteParticipants } from '../../db/schema/index.js';

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
