import type { FileData, Json, JsonOf, NoRequest } from './api-call-types.js';
import type {
  createProtocolRequestSchema,
  createProtocolResponseSchema,
  processFileResponseSchema,
  reprocessCachedFileRequestSchema,
} from './protocol-upload.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** The protocol upload wizard (part 2 §2.5, §7.3). */
export type UploadCalls = {
  /** Reads a protocol file (up to 30 MB) into a cached preview. */
  'POST /v1/Protocol/process-file': {
    request: { form: { file: FileData } };
    response: Json<typeof processFileResponseSchema>;
  };
  /**
   * Beyond the catalogue (issue 13): reads the cached upload's file again with a mapping of its
   * columns by hand, remembers the mapping for the organizer's next file with the same headers, and
   * answers as process-file (the same cachedProtocolDataId).
   */
  'POST /v1/Protocol/reprocess-cached-file': {
    request: { body: JsonOf<typeof reprocessCachedFileRequestSchema> };
    response: Json<typeof processFileResponseSchema>;
  };
  /** Drops a cached preview (the wizard's cancel, or leaving with a file). */
  /** A sample protocol file (.xlsx) with the columns the upload reads. */
  'GET /v1/Protocol/sample': {
    request: NoRequest;
    response: FileData;
  };
  'DELETE /v1/Protocol/cached-data': {
    request: { query: { cachedProtocolDataId: string } };
    response: boolean;
  };
  'POST /v1/Protocol/create': {
    request: { body: JsonOf<typeof createProtocolRequestSchema> };
    response: Json<typeof createProtocolResponseSchema>;
  };
};
