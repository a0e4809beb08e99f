import type { Json, JsonOf, NoRequest, QueryOf } from './api-call-types.js';
import type { participantSuggestionSchema, suggestParticipantQuerySchema } from './participant-merge.js';
import type { changePrivacyRequestSchema, changePrivacyResponseSchema } from './participant-privacy.js';
import type {
  approveMergeRequestResponseSchema,
  approveMergeRequestSchema,
  correctResultRequestSchema,
  createMergeRequestSchema,
  createResultDisputeRequestSchema,
  mergeRequestDecisionSchema,
  mergeRequestSchema,
  moveDisputedResultRequestSchema,
  ownResultDisputeSchema,
  pagedMergeRequestsRequestSchema,
  pagedMergeRequestsResponseSchema,
  pagedResultDisputesRequestSchema,
  pagedResultDisputesResponseSchema,
  possibleDuplicatesQuerySchema,
  possibleDuplicatesSchema,
  rejectRequestSchema,
  resultDisputeDecisionSchema,
} from './rider-requests.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** A rider's privacy, disputes of results and merge requests (issue 34, beyond the catalogue). */
export type RiderRequestCalls = {
  'POST /v1/Participant/privacy': {
    request: { body: JsonOf<typeof changePrivacyRequestSchema> };
    response: Json<typeof changePrivacyResponseSchema>;
  };
  'POST /v1/ResultDispute': {
    request: { body: JsonOf<typeof createResultDisputeRequestSchema> };
    response: Json<typeof ownResultDisputeSchema>;
  };
  'GET /v1/ResultDispute/own': {
    request: NoRequest;
    response: Json<typeof ownResultDisputeSchema>[];
  };
  'POST /v1/ResultDispute/paged': {
    request: { body: JsonOf<typeof pagedResultDisputesRequestSchema> };
    response: Json<typeof pagedResultDisputesResponseSchema>;
  };
  'GET /v1/ResultDispute/suggest-participant': {
    request: { query: QueryOf<typeof suggestParticipantQuerySchema> };
    response: Json<typeof participantSuggestionSchema>[];
  };
  'POST /v1/ResultDispute/{id}/move': {
    request: { params: { id: number }; body: JsonOf<typeof moveDisputedResultRequestSchema> };
    response: Json<typeof resultDisputeDecisionSchema>;
  };
  'POST /v1/ResultDispute/{id}/correct': {
    request: { params: { id: number }; body: JsonOf<typeof correctResultRequestSchema> };
    response: Json<typeof resultDisputeDecisionSchema>;
  };
  'POST /v1/ResultDispute/{id}/reject': {
    request: { params: { id: number }; body: JsonOf<typeof rejectRequestSchema> };
    response: Json<typeof resultDisputeDecisionSchema>;
  };
  'POST /v1/ResultDispute/{id}/undo': {
    request: { params: { id: number }; query?: never; body?: never; form?: never };
    response: Json<typeof resultDisputeDecisionSchema>;
  };
  'GET /v1/Participant/possible-duplicates': {
    request: { query: QueryOf<typeof possibleDuplicatesQuerySchema> };
    response: Json<typeof possibleDuplicatesSchema>;
  };
  'POST /v1/MergeRequest': {
    request: { body: JsonOf<typeof createMergeRequestSchema> };
    response: Json<typeof mergeRequestSchema>;
  };
  'POST /v1/Admin/paged-merge-requests': {
    request: { body: JsonOf<typeof pagedMergeRequestsRequestSchema> };
    response: Json<typeof pagedMergeRequestsResponseSchema>;
  };
  'POST /v1/Admin/merge-requests/{id}/approve': {
    request: { params: { id: number }; body: JsonOf<typeof approveMergeRequestSchema> };
    response: Json<typeof approveMergeRequestResponseSchema>;
  };
  'POST /v1/Admin/merge-requests/{id}/decline': {
    request: { params: { id: number }; body: JsonOf<typeof rejectRequestSchema> };
    response: Json<typeof mergeRequestDecisionSchema>;
  };
};
