import type { Json, JsonOf } from './api-call-types.js';
import type { pagedUsersRequestSchema, pagedUsersResponseSchema } from './users.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** The administration cabinet (part 2 §2.9, §7.6–7.8). */
export type AdminCalls = {
  'POST /v1/Admin/paged-users': {
    request: { body: JsonOf<typeof pagedUsersRequestSchema> };
    response: Json<typeof pagedUsersResponseSchema>;
  };
};
