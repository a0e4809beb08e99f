import type { Json, JsonOf } from './api-call-types.js';
import type { pagedClustersRequestSchema, pagedClustersResponseSchema } from './clusters.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** The organizer cabinet's clusters view (part 2 §2.8, §7.4). */
export type CabinetClusterCalls = {
  'POST /v1/Cluster/paged-lk': {
    request: { body: JsonOf<typeof pagedClustersRequestSchema> };
    response: Json<typeof pagedClustersResponseSchema>;
  };
};
