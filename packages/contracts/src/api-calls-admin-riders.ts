import type { Json, JsonOf, QueryOf } from './api-call-types.js';
import type {
  mergeParticipantsRequestSchema,
  mergeParticipantsResponseSchema,
  participantMergePreviewQuerySchema,
  participantMergePreviewSchema,
  participantSuggestionSchema,
  suggestParticipantQuerySchema,
} from './participant-merge.js';
import type {
  changeParticipantRatingRequestSchema,
  changeParticipantRatingResponseSchema,
  removeRatingChangeResponseSchema,
} from './rating-adjustments.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** An administrator's actions on a rider's page (issue 14): correcting points, merging two riders. */
export type AdminRiderCalls = {
  'POST /v1/Admin/change-participant-rating': {
    request: { body: JsonOf<typeof changeParticipantRatingRequestSchema> };
    response: Json<typeof changeParticipantRatingResponseSchema>;
  };
  'DELETE /v1/Admin/participant-rating-change/{id}': {
    request: { params: { id: number } };
    response: Json<typeof removeRatingChangeResponseSchema>;
  };
  'GET /v1/Admin/suggest-participant': {
    request: { query: QueryOf<typeof suggestParticipantQuerySchema> };
    response: Json<typeof participantSuggestionSchema>[];
  };
  'GET /v1/Admin/participant-merge-preview': {
    request: { query: QueryOf<typeof participantMergePreviewQuerySchema> };
    response: Json<typeof participantMergePreviewSchema>;
  };
  'POST /v1/Admin/merge-participants': {
    request: { body: JsonOf<typeof mergeParticipantsRequestSchema> };
    response: Json<typeof mergeParticipantsResponseSchema>;
  };
};
