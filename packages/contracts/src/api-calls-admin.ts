/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** The administration cabinet (part 2 §2.9, §7.6–7.8). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area's screens land
export type AdminCalls = {};
