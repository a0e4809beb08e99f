import type { FileData, Json, JsonOf, QueryOf } from './api-call-types.js';
import type {
  correctionPreviewRequestSchema,
  correctionPreviewSchema,
  correctionSavedSchema,
  extendProtestWindowRequestSchema,
  fixProtocolRowRequestSchema,
  makeOfficialRequestSchema,
  managedProtocolSchema,
  protestOptionsSchema,
  protestWindowQuerySchema,
  protestWindowSchema,
  protocolChangeSavedSchema,
  protocolLifecycleChangeSchema,
  protocolVersionsSchema,
  saveCorrectionRequestSchema,
  setProtestWindowRequestSchema,
  versionDiffQuerySchema,
  versionDiffSchema,
} from './results-lifecycle.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

type Id = { params: { id: number } };

/** Provisional and official results, corrected uploads and versions (issue 38, beyond the catalogue). */
export type ResultsLifecycleCalls = {
  'GET /v1/Protocol/protest-window': {
    request: { query?: QueryOf<typeof protestWindowQuerySchema> };
    response: Json<typeof protestWindowSchema>;
  };
  'PUT /v1/Protocol/protest-window': {
    request: { body: JsonOf<typeof setProtestWindowRequestSchema> };
    response: Json<typeof protestWindowSchema>;
  };
  'GET /v1/Protocol/{id}/manage': { request: Id; response: Json<typeof managedProtocolSchema> };
  'POST /v1/Protocol/{id}/make-official': {
    request: Id & { body: JsonOf<typeof makeOfficialRequestSchema> };
    response: Json<typeof protocolLifecycleChangeSchema>;
  };
  'POST /v1/Protocol/{id}/extend-protest-window': {
    request: Id & { body: JsonOf<typeof extendProtestWindowRequestSchema> };
    response: Json<typeof protocolLifecycleChangeSchema>;
  };
  'POST /v1/Protocol/{id}/correction-preview': {
    request: Id & { body: JsonOf<typeof correctionPreviewRequestSchema> };
    response: Json<typeof correctionPreviewSchema>;
  };
  'POST /v1/Protocol/{id}/correction': {
    request: Id & { body: JsonOf<typeof saveCorrectionRequestSchema> };
    response: Json<typeof correctionSavedSchema>;
  };
  'POST /v1/Protocol/{id}/rows/{resultId}/fix': {
    request: { params: { id: number; resultId: number }; body: JsonOf<typeof fixProtocolRowRequestSchema> };
    response: Json<typeof protocolChangeSavedSchema>;
  };
  'GET /v1/Protocol/{id}/versions': { request: Id; response: Json<typeof protocolVersionsSchema> };
  'GET /v1/Protocol/{id}/versions/diff': {
    request: Id & { query: QueryOf<typeof versionDiffQuerySchema> };
    response: Json<typeof versionDiffSchema>;
  };
  'GET /v1/Protocol/{id}/versions/{number}/content': {
    request: { params: { id: number; number: number } };
    response: FileData;
  };
  'GET /v1/Protocol/{id}/protest-options': { request: Id; response: Json<typeof protestOptionsSchema> };
};
