import { and, eq, exists, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  messengerUsers,
  notificationMessages,
  notifications,
  userRoles,
  users,
} from '../../db/schema/index.js';

export type NotificationMessageRow = typeof notificationMessages.$inferSelect;

export const findNotificationMessage = async (
  executor: Executor,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<NotificationMessageRow | null> => {
  const query = executor.select().from(notificationMessages).where(eq(notificationMessages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

export const updateNotificationMessageText = async (
  executor: Executor,
  id: number,
  text: string,
): Promise<NotificationMessageRow | null> => {
  const [row] = await executor
    .update(notificationMessages)
    .set({ text, updatedOn: new Date() })
    .where(eq(notificationMessages.id, id))
    .returning();
  return row ?? null;
};

export const markNotificationMessageSent = async (
  executor: Executor,
  id: number,
): Promise<NotificationMessageRow> => {
  const [row] = await executor
    .update(notificationMessages)
    .set({ isSent: true, updatedOn: new Date() })
    .where(eq(notificationMessages.id, id))
    .returning();
  return row!;
};

/** Deletes the message; its notifications stay, without a message (the key sets null). */
export const deleteNotificationMessageRow = async (executor: Executor, id: number): Promise<boolean> => {
  const deleted = await executor
    .delete(notificationMessages)
    .where(eq(notificationMessages.id, id))
    .returning({ id: notificationMessages.id });
  return deleted.length > 0;
};

export type MessageRecipient = {
  userId: number;
  email: string;
  /** For the mail's unsubscribe link, which a new token version revokes. */
  tokenVersion: number;
  subject: string;
  notifyByEmail: boolean;
  notifyByMessenger: boolean;
};

/**
 * Who a message goes to: the recipient of each of its notifications, and every administrator for a
 * notification addressed to no one (the administrators' shared inbox). Blocked and rejected accounts
 * get nothing. Once per account, with the subject of its oldest notification of the message.
 */
export const notificationMessageRecipients = async (
  executor: Executor,
  messageId: number,
): Promise<MessageRecipient[]> => {
  const isAdmin = exists(
    executor
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, users.id), eq(userRoles.role, 'Admin'))),
  );
  return executor
    .selectDistinctOn([users.id], {
      userId: users.id,
      email: users.email,
      tokenVersion: users.tokenVersion,
      subject: notifications.subject,
      notifyByEmail: users.notifyByEmail,
      notifyByMessenger: users.notifyByMessenger,
    })
    .from(notifications)
    .innerJoin(users, or(eq(users.id, notifications.userId), and(isNull(notifications.userId), isAdmin)))
    .where(
      and(
        eq(notifications.notificationMessageId, messageId),
        eq(users.isBlocked, false),
        eq(users.isRejected, false),
      ),
    )
    .orderBy(users.id, notifications.id);
};

/** The messenger chats linked to these accounts whose owners have not unsubscribed. */
export const subscribedChatsOf = async (executor: Executor, userIds: number[]): Promise<number[]> => {
  if (userIds.length === 0) return [];
  const rows = await executor
    .select({ chatId: messengerUsers.chatId })
    .from(messengerUsers)
    .where(and(inArray(messengerUsers.userId, userIds), eq(messengerUsers.isSubscribed, true)))
    .orderBy(messengerUsers.chatId);
  return rows.map((row) => row.chatId);
};
