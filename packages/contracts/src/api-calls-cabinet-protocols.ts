/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** The organizer cabinet's protocols view (part 2 §3 Protocol, §7.3). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area's screens land
export type CabinetProtocolCalls = {};
