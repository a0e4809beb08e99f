import type { Json, JsonOf } from './api-call-types.js';
import type {
  pagedProtocolConfigsRequestSchema,
  pagedProtocolConfigsResponseSchema,
} from './protocol-configs.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** The organizer cabinet's protocol configs view (part 2 §3 Protocol config, §7.3). */
export type CabinetConfigCalls = {
  'POST /v1/ProtocolConfig/paged': {
    request: { body: JsonOf<typeof pagedProtocolConfigsRequestSchema> };
    response: Json<typeof pagedProtocolConfigsResponseSchema>;
  };
};
