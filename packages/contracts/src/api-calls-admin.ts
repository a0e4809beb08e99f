import type { Json, JsonOf, NoRequest } from './api-call-types.js';
import type { pagedDocumentQueueRequestSchema, pagedDocumentQueueResponseSchema } from './document-queue.js';
import type { unreadNotificationsCountSchema } from './notifications.js';
import type { pagedUsersRequestSchema, pagedUsersResponseSchema } from './users.js';

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
  /** The accounts waiting for confirmation: the users tab's and the avatar menu's badge. */
  'GET /v1/Admin/not-confirmed-users-count': { request: NoRequest; response: number };
  'GET /v1/Admin/notification/unread': {
    request: NoRequest;
    response: Json<typeof unreadNotificationsCountSchema>;
  };
};
