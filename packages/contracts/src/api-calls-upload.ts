/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** The protocol upload wizard (part 2 §2.5, §7.3). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area's screens land
export type UploadCalls = {};
