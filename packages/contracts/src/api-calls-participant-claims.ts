import type { FileData, FormOf, Json, JsonOf, NoRequest, QueryOf } from './api-call-types.js';
import type {
  adminParticipantClaimSchema,
  claimSuggestionsQuerySchema,
  claimSuggestionsSchema,
  createParticipantClaimFormSchema,
  currentParticipantClaimSchema,
  pagedParticipantClaimsRequestSchema,
  pagedParticipantClaimsResponseSchema,
  pagedUnreviewedLinksRequestSchema,
  pagedUnreviewedLinksResponseSchema,
  participantClaimSchema,
  rejectParticipantClaimRequestSchema,
  unlinkParticipantRequestSchema,
} from './participant-claims.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** Claims of riders' profiles (issue 34): the user's own calls and the administrators' review. */
export type ParticipantClaimCalls = {
  'GET /v1/ParticipantClaim/suggestions': {
    request: { query?: QueryOf<typeof claimSuggestionsQuerySchema> };
    response: Json<typeof claimSuggestionsSchema>;
  };
  'GET /v1/ParticipantClaim/current': {
    request: NoRequest;
    response: Json<typeof currentParticipantClaimSchema>;
  };
  'POST /v1/ParticipantClaim': {
    request: { form: FormOf<typeof createParticipantClaimFormSchema> & { photo?: FileData } };
    response: Json<typeof participantClaimSchema>;
  };
  /** The author withdraws their open claim. */
  'DELETE /v1/ParticipantClaim/{id}': {
    request: { params: { id: number } };
    response: Json<typeof participantClaimSchema>;
  };
  'POST /v1/Admin/paged-participant-claims': {
    request: { body: JsonOf<typeof pagedParticipantClaimsRequestSchema> };
    response: Json<typeof pagedParticipantClaimsResponseSchema>;
  };
  'POST /v1/Admin/participant-claims/{id}/approve': {
    request: { params: { id: number } };
    response: Json<typeof adminParticipantClaimSchema>;
  };
  'POST /v1/Admin/participant-claims/{id}/reject': {
    request: { params: { id: number }; body: JsonOf<typeof rejectParticipantClaimRequestSchema> };
    response: Json<typeof adminParticipantClaimSchema>;
  };
  'POST /v1/Admin/paged-unreviewed-links': {
    request: { body: JsonOf<typeof pagedUnreviewedLinksRequestSchema> };
    response: Json<typeof pagedUnreviewedLinksResponseSchema>;
  };
  'POST /v1/Admin/unreviewed-links/{userId}/review': {
    request: { params: { userId: number } };
    response: boolean;
  };
  'POST /v1/Admin/unreviewed-links/{userId}/unlink': {
    request: { params: { userId: number }; body: JsonOf<typeof unlinkParticipantRequestSchema> };
    response: boolean;
  };
};
