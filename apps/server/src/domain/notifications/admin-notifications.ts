import type { AdminNotification, PagedNotificationsRequest, PagedResponse } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import {
  countUnreadAdminNotifications,
  deleteAdminNotification,
  markAdminNotificationRead,
  pageOfAdminNotifications,
  type AdminNotificationRow,
} from './admin-notifications-repository.js';

export const NOTIFICATION_NOT_FOUND = 'Уведомление не найдено';

/*
 * An administrator's list: the administrators' notifications (a shared inbox) and those addressed
 * to this administrator (admin-notifications-repository.ts).
 */

const presentNotification = ({
  notification,
  message,
  aboutUser,
  event,
}: AdminNotificationRow): AdminNotification => ({
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
  const { rows, totalCount } = await pageOfAdminNotifications(executor, admin.id, request);
  return { items: rows.map(presentNotification), totalCount };
};

/** DELETE /v1/Admin/notification/{id}; its message goes too unless another notification has it. */
export const deleteNotification = async (executor: Executor, admin: AuthUser, id: number): Promise<void> => {
  if (!(await deleteAdminNotification(executor, admin.id, id))) throw notFound(NOTIFICATION_NOT_FOUND);
};

/** PATCH /v1/Admin/notification/read?id: marks it read (again is fine). */
export const markNotificationRead = async (
  executor: Executor,
  admin: AuthUser,
  id: number,
): Promise<void> => {
  if (!(await markAdminNotificationRead(executor, admin.id, id))) throw notFound(NOTIFICATION_NOT_FOUND);
};

/** GET /v1/Admin/notification/unread: how many of the list are unread. */
export const countUnreadNotifications = async (executor: Executor, admin: AuthUser): Promise<number> =>
  countUnreadAdminNotifications(executor, admin.id);
