import type { Json, JsonOf, NoRequest } from './api-call-types.js';
import type {
  pagedProtocolConfigsRequestSchema,
  pagedProtocolConfigsResponseSchema,
  protocolConfigInputSchema,
  protocolConfigSchema,
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
  'GET /v1/ProtocolConfig/Default': { request: NoRequest; response: Json<typeof protocolConfigSchema> };
  'POST /v1/ProtocolConfig': {
    request: { body: JsonOf<typeof protocolConfigInputSchema> };
    response: Json<typeof protocolConfigSchema>;
  };
  'PUT /v1/ProtocolConfig': {
    request: { body: JsonOf<typeof protocolConfigInputSchema> & { id: number } };
    response: Json<typeof protocolConfigSchema>;
  };
  'POST /v1/ProtocolConfig/clone/{id}': {
    request: { params: { id: number } };
    response: Json<typeof protocolConfigSchema>;
  };
  /** Refused (400) for the default config and for a config protocols use. */
  'DELETE /v1/ProtocolConfig/{id}': { request: { params: { id: number } }; response: boolean };
};
