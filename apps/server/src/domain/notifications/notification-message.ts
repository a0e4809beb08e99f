import type { NotificationMessage, UpdateNotificationMessageForm } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { foundOr404, notFound } from '../../errors.js';
import {
  deleteNotificationMessageRow,
  findNotificationMessage,
  updateNotificationMessageText,
} from './notification-messages-repository.js';
import { presentNotificationMessage } from './present-notification-message.js';

export const NOTIFICATION_MESSAGE_NOT_FOUND = 'Сообщение уведомления не найдено';

/** GET /v1/Notification/notification-message/{id}. */
export const getNotificationMessage = async (ctx: AppContext, id: number): Promise<NotificationMessage> =>
  presentNotificationMessage(
    foundOr404(await findNotificationMessage(ctx.database.db, id), NOTIFICATION_MESSAGE_NOT_FOUND),
  );

/**
 * PUT /v1/Notification/notification-message: a new text. A sent message keeps isSent (that text
 * went out); the new text goes out on an explicit resend.
 */
export const updateNotificationMessage = async (
  ctx: AppContext,
  form: UpdateNotificationMessageForm,
): Promise<NotificationMessage> =>
  presentNotificationMessage(
    foundOr404(
      await updateNotificationMessageText(ctx.database.db, form.id, form.text),
      NOTIFICATION_MESSAGE_NOT_FOUND,
    ),
  );

/** DELETE /v1/Notification/notification-message/{id}: its notifications stay, without a message. */
export const deleteNotificationMessage = async (ctx: AppContext, id: number): Promise<void> => {
  if (!(await deleteNotificationMessageRow(ctx.database.db, id)))
    throw notFound(NOTIFICATION_MESSAGE_NOT_FOUND);
};
