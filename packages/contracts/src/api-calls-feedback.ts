import type { Json, JsonOf } from './api-call-types.js';
import type {
  feedbackRequestSchema,
  feedbackSchema,
  pagedFeedbackRequestSchema,
  pagedFeedbackResponseSchema,
} from './feedback.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** The footer's feedback form (part 2 §7.6) and the administrators' list of it (beyond the catalogue). */
export type FeedbackCalls = {
  'POST /v1/Feedback': { request: { body: JsonOf<typeof feedbackRequestSchema> }; response: boolean };
  'POST /v1/Feedback/paged': {
    request: { body: JsonOf<typeof pagedFeedbackRequestSchema> };
    response: Json<typeof pagedFeedbackResponseSchema>;
  };
  'PATCH /v1/Feedback/{id}/answered': {
    request: { params: { id: number } };
    response: Json<typeof feedbackSchema>;
  };
};
