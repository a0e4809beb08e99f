import type { Json, JsonOf } from './api-call-types.js';
import type { pagedNewsRequestSchema, pagedNewsResponseSchema } from './news.js';
import type { pagedOrganizersRequestSchema, pagedOrganizersResponseSchema } from './organizers.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** The administration cabinet's news, organizers, analytics, clean-ups and maintenance views (part 2 §2.9, §7.5–7.8). */
export type AdminContentCalls = {
  'POST /v1/News/paged': {
    request: { body: JsonOf<typeof pagedNewsRequestSchema> };
    response: Json<typeof pagedNewsResponseSchema>;
  };
  'POST /v1/EventOrganizer/paged': {
    request: { body: JsonOf<typeof pagedOrganizersRequestSchema> };
    response: Json<typeof pagedOrganizersResponseSchema>;
  };
};
