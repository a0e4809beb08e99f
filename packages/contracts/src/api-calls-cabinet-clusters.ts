import type { Json, JsonOf } from './api-call-types.js';
import type {
  clusterSchema,
  createClusterRequestSchema,
  pagedClustersRequestSchema,
  pagedClustersResponseSchema,
  updateClusterRequestSchema,
} from './clusters.js';

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
  'POST /v1/Cluster': {
    request: { body: JsonOf<typeof createClusterRequestSchema> };
    response: Json<typeof clusterSchema>;
  };
  /** Answers the text true. */
  'PUT /v1/Cluster': {
    request: { body: JsonOf<typeof updateClusterRequestSchema> };
    response: boolean;
  };
  /** Answers the text true; refused (409) while protocols refer to one of its age categories. */
  'DELETE /v1/Cluster/{id}': { request: { params: { id: number } }; response: boolean };
  /** A copy with its age categories, named "Name (копия)". */
  'POST /v1/Cluster/clone/{id}': {
    request: { params: { id: number } };
    response: Json<typeof clusterSchema>;
  };
};
