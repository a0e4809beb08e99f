import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants/index.js';
import { pagedResponse } from './common.js';
import { notificationTypeSchema } from './enum-schemas.js';
import { formBoolean, formId } from './organizers.js';
import { refuseControlCharacters } from './text.js';

// Administrators' notifications (part 2 §3, §7.6): documents to check, requests, failures.

/** The prepared text a notification was sent with, when there is one. */
export const notificationMessageRefSchema = z.object({
  id: z.int32(),
  text: z.string(),
  isSent: z.boolean(),
});

export const notificationSchema = z.object({
  id: z.int32(),
  createdOn: z.string(),
  subject: z.string(),
  body: z.string(),
  participantId: z.int32().nullable(),
  processedDate: z.string().nullable(),
  hasBeenRead: z.boolean(),
  notificationType: notificationTypeSchema,
  notificationMessage: notificationMessageRefSchema.nullable(),
  /** Beyond the spec: the account the notification is about (a sign-up waiting), for the inbox's link. */
  aboutUser: z.object({ id: z.int32(), email: z.string(), name: z.string() }).nullable().optional(),
  /** Beyond the spec: the event the notification is about, for the inbox's link. */
  event: z.object({ id: z.int32(), name: z.string() }).nullable().optional(),
});
export type AdminNotification = z.infer<typeof notificationSchema>;

/**
 * Body of POST /v1/Admin/paged-notifications: the administrators' notifications (and those
 * addressed to the calling administrator), newest first; `notificationTypes` empty or left out = all.
 */
export const pagedNotificationsRequestSchema = z.object({
  notificationTypes: z.array(notificationTypeSchema).max(50).nullable().optional(),
  page: z.int32().min(1).default(1),
  size: z.int32().min(1).max(MAX_PAGE_SIZE).default(10),
});
export type PagedNotificationsRequest = z.infer<typeof pagedNotificationsRequestSchema>;
export const pagedNotificationsResponseSchema = pagedResponse(notificationSchema);

/** DELETE /v1/Admin/notification/{id}. */
export const notificationIdParamsSchema = z.object({ id: formId('идентификатор уведомления') });
/** PATCH /v1/Admin/notification/read?id. */
export const notificationIdQuerySchema = z.object({ id: formId('идентификатор уведомления') });

/** GET /v1/Admin/notification/unread: how many of the caller's notifications are unread. */
export const unreadNotificationsCountSchema = z.int32();

// Notification messages (part 2 §3, §7.6; issue 18): the text a notification goes out with, edited
// and sent (or sent again) by an administrator.

export const NOTIFICATION_MESSAGE_LIMITS = { textMax: 4000 } as const;

/** GET /v1/Notification/notification-message/{id}: the spec's fields. */
export const notificationMessageSchema = z.object({
  id: z.int32(),
  text: z.string(),
  tags: z.array(z.string()),
  isSent: z.boolean(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

/** GET and DELETE /v1/Notification/notification-message/{id}. */
export const notificationMessageIdParamsSchema = z.object({ id: formId('идентификатор сообщения') });

/**
 * Multipart form of PUT /v1/Notification/notification-message: the new text (lines allowed, no
 * other control characters; a Telegram message holds 4096 characters).
 */
export const updateNotificationMessageFormSchema = z.object({
  id: formId('идентификатор сообщения'),
  text: refuseControlCharacters(
    z.string({
      error: (issue) =>
        issue.input === undefined
          ? 'Не заполнено поле «текст сообщения»'
          : 'Поле «текст сообщения»: ожидается текст',
    }),
    { lines: true, label: 'текст сообщения' },
  )
    .trim()
    .min(1, 'Не заполнено поле «текст сообщения»')
    .max(
      NOTIFICATION_MESSAGE_LIMITS.textMax,
      `Поле «текст сообщения»: не длиннее ${NOTIFICATION_MESSAGE_LIMITS.textMax} символов`,
    ),
});
export type UpdateNotificationMessageForm = z.infer<typeof updateNotificationMessageFormSchema>;

/**
 * Query of PATCH /v1/Notification/send-notification-message: the message, and (beyond the spec)
 * `resend=true` to send a message that was already sent once more; without it a sent message is
 * not sent again.
 */
export const sendNotificationMessageQuerySchema = z.object({
  notificationMessageId: formId('идентификатор сообщения'),
  resend: formBoolean('отправить повторно (resend)', false),
});

/** The answer of the send call: the message as it is now and what went out this time. */
export const sendNotificationMessageResponseSchema = z.object({
  notificationMessage: notificationMessageSchema,
  /** Mails put in the outbox now (0 when the message had been sent and no resend was asked). */
  mails: z.int32(),
  /** Messenger chats the bot wrote to now (0 when the bot is not configured). */
  chats: z.int32(),
});
export type SendNotificationMessageResponse = z.infer<typeof sendNotificationMessageResponseSchema>;
