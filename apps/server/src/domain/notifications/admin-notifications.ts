import { and, count, desc, eq, inArray, isNull, notExists, or, type SQL } from 'drizzle-orm';
import type { AdminNotification, PagedNotificationsRequest, PagedResponse } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Executor } from '../../db/database.js';
import { events, notificationMessages, notifications, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { pageOffset } from '../../lib/paging.js';

export const NOTIFICATION_NOT_FOUND = 'Уведомление не найдено';

/**
 * What an administrator's list holds: the administrators' notifications (addressed to no one in
 * particular, a shared inbox: one administrator reading or deleting one does it for all) and those
 * addressed to this administrator. Notifications of other users are not theirs to see.
 */
const visibleTo = (admin: AuthUser): SQL =>
  or(isNull(notifications.userId), eq(notifications.userId, admin.id))!;

type Row = {
  notification: typeof notifications.$inferSelect;
  message: { id: number; text: string; isSent: boolean } | null;
  aboutUser: { id: number; email: string; firstName: string; lastName: string } | null;
  event: { id: number; name: string } | null;
};

const presentNotification = ({ notification, message, aboutUser, event }: Row): AdminNotification => ({
  id: notification.id,
  createdOn: notification.createdOn.toISOString(),
  subject: notification.subject,
  body: notification.body,
  participantId: notification.participantId,
  processedDate: notification.processedDate?.toISOString() ?? null,
  hasBeenRead: notification.hasBeenRead,
  notificationType: notification.notificationType,
  notificationMessage: message,
  aboutUser: aboutUser && {
    id: aboutUser.id,
    email: aboutUser.email,
    name: [aboutUser.lastName, aboutUser.firstName].filter(Boolean).join(' '),
  },
  event,
});

/** POST /v1/Admin/paged-notifications: newest first, optionally of some types. */
export const pagedNotifications = async (
  executor: Executor,
  admin: AuthUser,
  request: PagedNotificationsRequest,
): Promise<PagedResponse<AdminNotification>> => {
  const types = request.notificationTypes ?? [];
  const where = and(
    visibleTo(admin),
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
  return { items: rows.map(presentNotification), totalCount: Number(total?.value ?? 0) };
};

/** DELETE /v1/Admin/notification/{id}; its message goes too unless another notification has it. */
export const deleteNotification = async (executor: Executor, admin: AuthUser, id: number): Promise<void> => {
  const [deleted] = await executor
    .delete(notifications)
    .where(and(eq(notifications.id, id), visibleTo(admin)))
    .returning({ messageId: notifications.notificationMessageId });
  if (!deleted) throw notFound(NOTIFICATION_NOT_FOUND);
  if (deleted.messageId === null) return;
  const stillUsed = executor
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.notificationMessageId, deleted.messageId));
  await executor
    .delete(notificationMessages)
    .where(and(eq(notificationMessages.id, deleted.messageId), notExists(stillUsed)));
};

/** PATCH /v1/Admin/notification/read?id: marks it read (again is fine). */
export const markNotificationRead = async (
  executor: Executor,
  admin: AuthUser,
  id: number,
): Promise<void> => {
  const updated = await executor
    .update(notifications)
    .set({ hasBeenRead: true })
    .where(and(eq(notifications.id, id), visibleTo(admin)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound(NOTIFICATION_NOT_FOUND);
};

/** GET /v1/Admin/notification/unread: how many of the list are unread. */
export const countUnreadNotifications = async (executor: Executor, admin: AuthUser): Promise<number> => {
  const [row] = await executor
    .select({ value: count() })
    .from(notifications)
    .where(and(visibleTo(admin), eq(notifications.hasBeenRead, false)));
  return Number(row?.value ?? 0);
};
