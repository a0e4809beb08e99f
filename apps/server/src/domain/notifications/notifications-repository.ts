import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { notificationMessages, notifications } from '../../db/schema/index.js';

type NewNotification = typeof notifications.$inferInsert;

/** The message a notification goes out with; answers its id. */
export const insertNotificationMessage = async (executor: Executor, text: string): Promise<number> => {
  const [message] = await executor
    .insert(notificationMessages)
    .values({ text })
    .returning({ id: notificationMessages.id });
  return message!.id;
};

/** A notification for every administrator (its userId null). */
export const insertAdminNotification = async (executor: Executor, values: NewNotification): Promise<void> => {
  await executor.insert(notifications).values(values);
};

export const isNotificationKeyTaken = async (executor: Executor, dedupeKey: string): Promise<boolean> => {
  const [taken] = await executor
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.dedupeKey, dedupeKey));
  return taken !== undefined;
};

/** A user's notification; answers its id, or null when its dedupe key was taken meanwhile. */
export const insertUserNotification = async (
  executor: Executor,
  values: NewNotification,
): Promise<number | null> => {
  const [row] = await executor
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return row?.id ?? null;
};
