/**
 * Who may call what: one rule per operation, declared in the route's own config
 * (`config: { access: 'public', cache: … }`), for every call of the spec's catalogue
 * (`docs/spec/api-catalogue.tsv`) and for the calls beyond it. The authorization plugin applies it
 * before the body is read, and the server refuses to start a route that has none
 * (plugins/route-rules.ts). Ownership ("organizer of this event's organizer", "owner of this
 * profile") is checked by the use case with the policies in ./policies.ts, after the rule let the
 * caller in.
 *
 * Rules:
 * - public      anyone; a token, if sent and valid, identifies the caller (favourite marks)
 * - signedIn    a valid session of a user who is not blocked
 * - confirmed   signedIn, and the account is confirmed by an administrator
 * - organizer   confirmed, holding the organizer or administrator role (a pending request does not count)
 * - admin       confirmed administrator
 * - integration the integration API key (INTEGRATION_API_KEY) or a confirmed administrator
 * - partner     the timing partner's key (INTEGRATION_API_KEYS, header X-Api-Key), which names its
 *               organizer; no key configured = the calls are off (404), a wrong or missing key = 401
 */
export type AccessRule =
  'public' | 'signedIn' | 'confirmed' | 'organizer' | 'admin' | 'integration' | 'partner';
