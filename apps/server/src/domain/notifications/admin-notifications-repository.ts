import { and, count, desc, eq, inArray, isNull, notExists, or, type SQL } from 'drizzle-orm';
import type { NotificationType, Paging } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { events, notificationMessages, notifications, users } from '../../db/schema/index.js';
import { pageOffset } from '../../lib/paging.js';

/**
 * What an administrator's list holds: the administrators' notifications (addressed to no one in
 * particular, a shared inbox: one administrator reading or deleting one does it for all) and those
 * addressed to this administrator. Notifications of other users are not theirs to see.
 */
const visibleTo = (adminId: number): SQL =>
  or(isNull(notifications.userId), eq(notifications.userId, adminId))!;

export type AdminNotificationRow = {
  notification: typeof notifications.$inferSelect;
  message: { id: number; text: string; isSent: boolean } | null;
  aboutUser: { id: number; email: string; firstName: string; lastName: string } | null;
  event: { id: number; name: string } | null;
};

/** One page of an administrator's list, newest first, optionally of some types, and the total. */
export const pageOfAdminNotifications = async (
  executor: Executor,
  adminId: number,
  request: Paging & { notificationTypes?: NotificationType[] | null },
): Promise<{ rows: AdminNotificationRow[]; totalCount: number }> => {
  const types = request.notificationTypes ?? [];
  const where = and(
    visibleTo(adminId),
    types.length > 0 ? inArray(notifications.notificationType, types) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    executor
      .select({
        notification: notifications,
        message: {
          id: notificationMessages.id,
          text: notificationMessages.text,
          isSent: notificationMessages.isSent,
        },
        aboutUser: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
        event: { id: events.id, name: events.name },
      })
      .from(notifications)
      .leftJoin(notificationMessages, eq(notificationMessages.id, notifications.notificationMessageId))
      .leftJoin(users, eq(users.id, notifications.aboutUserId))
      .leftJoin(events, eq(events.id, notifications.eventId))
      .where(where)
      .orderBy(desc(notifications.createdOn), desc(notifications.id))
      .limit(request.size)
      .offset(pageOffset(request)),
    executor.select({ value: count() }).from(notifications).where(where),
  ]);
  return { rows, totalCount: Number(total?.value ?? 0) };
};

/** Deletes a notification of the list, and its message unless another has it; false when there is none. */
export const deleteAdminNotification = async (
  executor: Executor,
  adminId: number,
  id: number,
): Promise<boolean> => {
  const [deleted] = await executor
    .delete(notifications)
    .where(and(eq(notifications.id, id), visibleTo(adminId)))
    .returning({ messageId: notifications.notificationMessageId });
  if (!deleted) return false;
  if (deleted.messageId === null) return true;
  const stillUsed = executor
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.notificationMessageId, deleted.messageId));
  await executor
    .delete(notificationMessages)
    .where(and(eq(notificationMessages.id, deleted.messageId), notExists(stillUsed)));
  return true;
};

/** Marks a notification of the list read; false when there is none. */
export const markAdminNotificationRead = async (
  executor: Executor,
  adminId: number,
  id: number,
): Promise<boolean> => {
  const updated = await executor
    .update(notifications)
    .set({ hasBeenRead: true })
    .where(and(eq(notifications.id, id), visibleTo(adminId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
};

/** How many of an administrator's list are unread. */
export const countUnreadAdminNotifications = async (executor: Executor, adminId: number): Promise<number> => {
  const [row] = await executor
    .select({ value: count() })
    .from(notifications)
    .where(and(visibleTo(adminId), eq(notifications.hasBeenRead, false)));
  return Number(row?.value ?? 0);
};
