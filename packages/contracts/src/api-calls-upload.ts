import type { FileData, Json, JsonOf } from './api-call-types.js';
import type {
  createProtocolRequestSchema,
  createProtocolResponseSchema,
  processFileResponseSchema,
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
  /** Drops a cached preview (the wizard's cancel, or leaving with a file). */
  'DELETE /v1/Protocol/cached-data': {
    request: { query: { cachedProtocolDataId: string } };
    response: boolean;
  };
  'POST /v1/Protocol/create': {
    request: { body: JsonOf<typeof createProtocolRequestSchema> };
    response: Json<typeof createProtocolResponseSchema>;
  };
};
