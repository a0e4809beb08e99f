import type { FileData, FormOf, Json, JsonOf } from './api-call-types.js';
import type { batchDeleteProtocolsRequestSchema, updateProtocolFormSchema } from './protocol-upload.js';
import type { pagedProtocolsRequestSchema, pagedProtocolsResponseSchema } from './protocol-views.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** The organizer cabinet's protocols view (part 2 §3 Protocol, §7.3). */
export type CabinetProtocolCalls = {
  'POST /v1/Protocol/paged': {
    request: { body: JsonOf<typeof pagedProtocolsRequestSchema> };
    response: Json<typeof pagedProtocolsResponseSchema>;
  };
  /** Changes a protocol; a change that moves points recalculates the season before the answer. */
  'PUT /v1/Protocol': {
    request: { form: Partial<FormOf<typeof updateProtocolFormSchema>> & { id: number } };
    response: boolean;
  };
  /** Deletes a protocol; the answer is the server's sentence (what was deleted, seasons recalculated). */
  'DELETE /v1/Protocol/{id}': { request: { params: { id: number } }; response: string };
  'POST /v1/Protocol/batch-delete': {
    request: { body: JsonOf<typeof batchDeleteProtocolsRequestSchema> };
    response: string;
  };
  /** The protocol's results as CSV (public). */
  'GET /v1/Protocol/{id}/csv': { request: { params: { id: number } }; response: FileData };
  /** The file the protocol was uploaded from (organizers and administrators). */
  'GET /v1/Protocol/{id}/content': { request: { params: { id: number } }; response: FileData };
};
