import { eq } from 'drizzle-orm';
import type { NotificationType } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { notificationMessages, notifications } from '../../db/schema/index.js';
import { queueDelivery, type DeliveryChannel } from './delivery-queue.js';

/** What a notification says, and whom or what it is about (the inbox links to them). */
export type NotificationInput = {
  type: NotificationType;
  subject: string;
  body?: string;
  participantId?: number | null;
  /** The account it is about (a sign-up waiting for confirmation), not its recipient. */
  aboutUserId?: number | null;
  eventId?: number | null;
};

/** The message a notification goes out with: its subject and body, for an administrator to edit and send. */
const messageText = (notification: NotificationInput) =>
  [notification.subject, notification.body ?? ''].filter((part) => part.trim() !== '').join('\n\n');

const valuesOf = async (executor: Executor, notification: NotificationInput) => {
  const [message] = await executor
    .insert(notificationMessages)
    .values({ text: messageText(notification) })
    .returning({ id: notificationMessages.id });
  return {
    notificationType: notification.type,
    subject: notification.subject,
    body: notification.body ?? '',
    participantId: notification.participantId ?? null,
    aboutUserId: notification.aboutUserId ?? null,
    eventId: notification.eventId ?? null,
    notificationMessageId: message!.id,
  };
};

/** A notification for every administrator (userId null): shown in the administrators' list. */
export const notifyAdmins = async (executor: Executor, notification: NotificationInput): Promise<void> => {
  await executor.insert(notifications).values(await valuesOf(executor, notification));
};

export type NotifyUserOptions = {
  /**
   * One notification per event: a second call with the same key creates nothing and queues nothing
   * (the same digest week, the same protocol for the same rider).
   */
  dedupeKey?: string;
  /** The channels the delivery job may use (by default both, as the rider chose). */
  channels?: DeliveryChannel[];
};

/**
 * A notification addressed to one user, with its delivery queued in the same transaction (a job
 * with retries: e-mail and/or the bot, as the user chose). Answers its id, or null when the
 * dedupe key was taken already.
 */
export const notifyUser = async (
  executor: Executor,
  userId: number,
  notification: NotificationInput,
  options: NotifyUserOptions = {},
): Promise<number | null> => {
  if (options.dedupeKey) {
    const [taken] = await executor
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.dedupeKey, options.dedupeKey));
    if (taken) return null;
  }
  const [row] = await executor
    .insert(notifications)
    .values({ userId, dedupeKey: options.dedupeKey ?? null, ...(await valuesOf(executor, notification)) })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  if (!row) return null;
  await queueDelivery(executor, row.id, options.channels);
  return row.id;
};
