import type { NotificationType } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { queueDelivery, type DeliveryChannel } from './delivery-queue.js';
import {
  insertAdminNotification,
  insertNotificationMessage,
  insertUserNotification,
  isNotificationKeyTaken,
} from './notifications-repository.js';

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
  const messageId = await insertNotificationMessage(executor, messageText(notification));
  return {
    notificationType: notification.type,
    subject: notification.subject,
    body: notification.body ?? '',
    participantId: notification.participantId ?? null,
    aboutUserId: notification.aboutUserId ?? null,
    eventId: notification.eventId ?? null,
    notificationMessageId: messageId,
  };
};

/** A notification for every administrator (userId null): shown in the administrators' list. */
export const notifyAdmins = async (executor: Executor, notification: NotificationInput): Promise<void> => {
  await insertAdminNotification(executor, await valuesOf(executor, notification));
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
  if (options.dedupeKey && (await isNotificationKeyTaken(executor, options.dedupeKey))) return null;
  const id = await insertUserNotification(executor, {
    userId,
    dedupeKey: options.dedupeKey ?? null,
    ...(await valuesOf(executor, notification)),
  });
  if (id === null) return null;
  await queueDelivery(executor, id, options.channels);
  return id;
};
