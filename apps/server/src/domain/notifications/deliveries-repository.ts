import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { notificationDeliveries, notificationMessages, notifications, users } from '../../db/schema/index.js';

/** Takes a delivery's key; false when it was taken before (that channel has it already). */
export const claim = async (
  executor: Executor,
  key: string,
  notificationId: number,
  channel: string,
): Promise<boolean> => {
  const rows = await executor
    .insert(notificationDeliveries)
    .values({ key, notificationId, channel })
    .onConflictDoNothing()
    .returning({ key: notificationDeliveries.key });
  return rows.length > 0;
};

export const release = (executor: Executor, key: string) =>
  executor.delete(notificationDeliveries).where(eq(notificationDeliveries.key, key));

/** A user's notification with its message and what its delivery reads of the account. */
export const findDelivery = async (executor: Executor, notificationId: number) => {
  const [row] = await executor
    .select({
      id: notifications.id,
      type: notifications.notificationType,
      subject: notifications.subject,
      messageId: notificationMessages.id,
      text: notificationMessages.text,
      isSent: notificationMessages.isSent,
      user: {
        id: users.id,
        email: users.email,
        tokenVersion: users.tokenVersion,
        isBlocked: users.isBlocked,
        isRejected: users.isRejected,
        notifyByEmail: users.notifyByEmail,
        notifyByMessenger: users.notifyByMessenger,
      },
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(notificationMessages, eq(notificationMessages.id, notifications.notificationMessageId))
    .where(eq(notifications.id, notificationId));
  return row ?? null;
};

/** A failed delivery: its error written on the notification, one more attempt counted. */
export const markDeliveryFailed = async (executor: Executor, notificationId: number, message: string) => {
  await executor
    .update(notifications)
    .set({ deliveryError: message, deliveryAttempts: sql`${notifications.deliveryAttempts} + 1` })
    .where(eq(notifications.id, notificationId));
};

/** Everything went out: the failure cleared, the delivery time written. */
export const markDelivered = async (executor: Executor, notificationId: number) => {
  await executor
    .update(notifications)
    .set({ deliveryError: null, deliveredOn: new Date() })
    .where(eq(notifications.id, notificationId));
};

/** Whether any channel has claimed the notification's delivery. */
export const hasAnyDelivery = async (executor: Executor, notificationId: number): Promise<boolean> => {
  const delivered = await executor
    .select({ key: notificationDeliveries.key })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId))
    .limit(1);
  return delivered.length > 0;
};
