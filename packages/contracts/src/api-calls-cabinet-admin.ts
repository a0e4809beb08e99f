import type { Json, JsonOf, NoRequest } from './api-call-types.js';
import type { cabinetSummarySchema } from './admin-cabinet.js';
import type {
  editSagaRequestSchema,
  pagedSagasRequestSchema,
  pagedSagasResponseSchema,
  sagaSchema,
  triggerSagasResponseSchema,
} from './integration.js';
import type { broadcastRunsResponseSchema } from './notification-delivery.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/**
 * The administration cabinet's navigation counts, the broadcasts' history and the timing partner's
 * imports (issue 42).
 */
export type CabinetAdminCalls = {
  'GET /v1/Admin/cabinet-summary': { request: NoRequest; response: Json<typeof cabinetSummarySchema> };
  'GET /v1/Notification/broadcasts': {
    request: NoRequest;
    response: Json<typeof broadcastRunsResponseSchema>;
  };
  'POST /integration-api/Operator/paged-sagas': {
    request: { body: JsonOf<typeof pagedSagasRequestSchema> };
    response: Json<typeof pagedSagasResponseSchema>;
  };
  'GET /integration-api/Operator/saga/{id}': {
    request: { params: { id: number } };
    response: Json<typeof sagaSchema>;
  };
  'POST /integration-api/Operator/edit-saga': {
    request: { body: JsonOf<typeof editSagaRequestSchema> };
    response: Json<typeof sagaSchema>;
  };
  'POST /integration-api/Operator/trigger-process-new-sagas-job': {
    request: NoRequest;
    response: Json<typeof triggerSagasResponseSchema>;
  };
};
