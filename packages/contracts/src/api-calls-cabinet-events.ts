import type { Json, JsonOf } from './api-call-types.js';
import type { pagedEventsRequestSchema, pagedEventsResponseSchema } from './events.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** The organizer cabinet's events view (part 2 §3 Event, §7.5). */
export type CabinetEventCalls = {
  'POST /v1/Event/paged-lk': {
    request: { body: JsonOf<typeof pagedEventsRequestSchema> };
    response: Json<typeof pagedEventsResponseSchema>;
  };
};
