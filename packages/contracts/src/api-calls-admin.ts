import type { FormOf, Json, JsonOf, NoRequest } from './api-call-types.js';
import type { pagedDocumentQueueRequestSchema, pagedDocumentQueueResponseSchema } from './document-queue.js';
import type {
  notificationMessageSchema,
  pagedNotificationsRequestSchema,
  pagedNotificationsResponseSchema,
  sendNotificationMessageResponseSchema,
  unreadNotificationsCountSchema,
  updateNotificationMessageFormSchema,
} from './notifications.js';
import type {
  addNewAdminRequestSchema,
  pagedUsersRequestSchema,
  pagedUsersResponseSchema,
  rejectUserRequestSchema,
} from './users.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** The administration cabinet's users, documents and notifications views (part 2 §2.9, §7.6, §7.7). */
export type AdminCalls = {
  'POST /v1/Admin/paged-users': {
    request: { body: JsonOf<typeof pagedUsersRequestSchema> };
    response: Json<typeof pagedUsersResponseSchema>;
  };
  'POST /v1/Admin/paged-document-queue': {
    request: { body: JsonOf<typeof pagedDocumentQueueRequestSchema> };
    response: Json<typeof pagedDocumentQueueResponseSchema>;
  };
  'GET /v1/Admin/confirm-user/{userId}': {
    request: { params: { userId: number }; query?: { eventOrganizerId?: number } };
    response: boolean;
  };
  'POST /v1/Admin/reject-user': {
    request: { body: JsonOf<typeof rejectUserRequestSchema> };
    response: boolean;
  };
  /** Blocks, or unblocks a blocked account; the answer says whether it is blocked now. */
  'GET /v1/Admin/block-user/{id}': { request: { params: { id: number } }; response: boolean };
  'DELETE /v1/Admin/user/{id}': { request: { params: { id: number } }; response: boolean };
  'POST /v1/Admin/add-admin-role/{id}': { request: { params: { id: number } }; response: boolean };
  'DELETE /v1/Admin/admin-role/{id}': { request: { params: { id: number } }; response: boolean };
  'POST /v1/Admin/add-new-admin': {
    request: { body: JsonOf<typeof addNewAdminRequestSchema> };
    response: { userId: number };
  };
  /** The accounts waiting for confirmation: the users tab's and the avatar menu's badge. */
  'GET /v1/Admin/not-confirmed-users-count': { request: NoRequest; response: number };
  'POST /v1/Admin/paged-notifications': {
    request: { body: JsonOf<typeof pagedNotificationsRequestSchema> };
    response: Json<typeof pagedNotificationsResponseSchema>;
  };
  'PATCH /v1/Admin/notification/read': { request: { query: { id: number } }; response: boolean };
  'DELETE /v1/Admin/notification/{id}': { request: { params: { id: number } }; response: boolean };
  'GET /v1/Admin/notification/unread': {
    request: NoRequest;
    response: Json<typeof unreadNotificationsCountSchema>;
  };
  'GET /v1/Notification/notification-message/{id}': {
    request: { params: { id: number } };
    response: Json<typeof notificationMessageSchema>;
  };
  'DELETE /v1/Notification/notification-message/{id}': {
    request: { params: { id: number } };
    response: boolean;
  };
  'PUT /v1/Notification/notification-message': {
    request: { form: FormOf<typeof updateNotificationMessageFormSchema> };
    response: Json<typeof notificationMessageSchema>;
  };
  'PATCH /v1/Notification/send-notification-message': {
    request: { query: { notificationMessageId: number; resend?: boolean } };
    response: Json<typeof sendNotificationMessageResponseSchema>;
  };
};
