import type { NotificationType } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { notificationMessages, notifications } from '../../db/schema/index.js';

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

/** A notification addressed to one user. */
export const notifyUser = async (
  executor: Executor,
  userId: number,
  notification: NotificationInput,
): Promise<void> => {
  await executor.insert(notifications).values({ userId, ...(await valuesOf(executor, notification)) });
};
