import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

/** What the unsubscribe link checks and shows of an account: its address, token version and mail switch. */
export const findUnsubscribeAccount = async (executor: Executor, userId: number) => {
  const [row] = await executor
    .select({
      userId: users.id,
      email: users.email,
      tokenVersion: users.tokenVersion,
      notifyByEmail: users.notifyByEmail,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
};

const settingsColumns = {
  notifyByEmail: users.notifyByEmail,
  notifyByMessenger: users.notifyByMessenger,
  notifyOwnResults: users.notifyOwnResults,
  notifyFavoriteParticipants: users.notifyFavoriteParticipants,
  notifyFavoriteEvents: users.notifyFavoriteEvents,
};

/** A user's channels and results-notice switches, or null. */
export const readNotificationSettings = async (executor: Executor, userId: number) => {
  const [row] = await executor.select(settingsColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
};

/** Sets some of a user's switches; answers all of them, or null when there is no such user. */
export const writeNotificationSettings = async (
  executor: Executor,
  userId: number,
  set: Partial<Record<keyof typeof settingsColumns, boolean>>,
) => {
  const [row] = await executor
    .update(users)
    .set({ ...set, updatedOn: new Date() })
    .where(eq(users.id, userId))
    .returning(settingsColumns);
  return row ?? null;
};
