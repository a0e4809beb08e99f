import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants/index.js';
import { pagedResponse } from './common.js';
import { notificationTypeSchema } from './enum-schemas.js';
import { formId } from './organizers.js';

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
