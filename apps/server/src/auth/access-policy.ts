/**
 * Who may call what: one declared rule per operation, for every call of the spec's catalogue
 * (`docs/spec/api-catalogue.tsv`) and for the few calls beyond it. Routes do not repeat these:
 * the authorization plugin looks the rule up by method and path, and refuses to start a route
 * that has none. Ownership ("organizer of this event's organizer", "owner of this profile") is
 * checked by the use case with the policies in ./policies.ts, after the rule let the caller in.
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

const CATALOGUE_RULES: Record<string, AccessRule> = {
  // Accounts (part 1 §7)
  'GET /v1/User/get-current': 'signedIn',
  'POST /v1/User/login': 'public',
  'POST /v1/User/register': 'public',
  'GET /v1/User/confirm-email': 'public',
  'GET /v1/User/forgot-password/{email}': 'public',
  'POST /v1/User/reset-password': 'public',
  'DELETE /v1/User/delete-current': 'signedIn',
  'PATCH /v1/User/favorites-event': 'signedIn',
  'PATCH /v1/User/favorites-participant': 'signedIn',
  'GET /v1/User/suggest-user': 'admin',
  // Anonymous: the first step of a sign-up through the fitness-tracking service.
  'POST /v1/AddRoleRequest': 'public',
  'GET /v1/ExternalSystem/external-system-links': 'public',
  'GET /v1/ExternalSystem/login-vk': 'public',
  'GET /v1/ExternalSystem/login-yandex': 'public',
  'GET /v1/ExternalSystem/login-participant-by-strava': 'public',
  'GET /v1/ExternalSystem/register-participant-by-strava': 'public',
  'GET /v1/TelegramBot/bot-name': 'public',
  'GET /v1/TelegramBot/start-link-by-current-user': 'signedIn',
  // Right after an external sign-up, before the account is confirmed; limited to fresh requests.
  'GET /v1/TelegramBot/start-link-by-add-role-request-id': 'public',
  'GET /v1/TelegramChannel/{id}': 'admin',
  'POST /v1/TelegramChannel/paged': 'admin',
  'PATCH /v1/TelegramChannel/refresh/{id}': 'admin',

  // Participants (part 2 §7.1): profiles are public; editing is the owner's or an administrator's.
  'GET /v1/Participant/participant-info': 'public',
  'GET /v1/Participant/participant-lk': 'signedIn',
  'POST /v1/Participant/edit-participant-info': 'confirmed',
  'POST /v1/Participant/edit-documents': 'confirmed',
  'POST /v1/Participant/participant-protocols': 'public',
  'GET /v1/Participant/participant-qr-code-svg': 'public',
  'POST /v1/Participant/year-results': 'public',
  'POST /v1/Participant/paged-participant-last-year-of-activity-infos': 'public',

  // Files and maps (part 2 §7.2): documents are readable only by their owner and administrators.
  'POST /v1/File': 'confirmed',
  'GET /v1/File/{id}': 'public',
  // Documents of their owner and administrators only (issue 36): signed in, then checked by the use case.
  'GET /v1/File/{id}/base64': 'signedIn',
  'GET /integration-api/File/{id}': 'integration',
  'POST /v1/Geo/gpx-start-point': 'organizer',
  'DELETE /v1/Geo/{mapGuid}': 'organizer',

  // Protocols and configs (part 2 §7.3)
  'POST /v1/Protocol/process-file': 'organizer',
  'DELETE /v1/Protocol/cached-data': 'organizer',
  'POST /v1/Protocol/create': 'organizer',
  'GET /v1/Protocol/list': 'public',
  'GET /v1/Protocol/{id}': 'public',
  // The original file may hold more personal data than the published results.
  'GET /v1/Protocol/{id}/content': 'organizer',
  'DELETE /v1/Protocol/{id}': 'organizer',
  'PUT /v1/Protocol': 'organizer',
  'POST /v1/Protocol/paged': 'public',
  'POST /v1/Protocol/paged-short-info': 'public',
  'POST /v1/Protocol/batch-delete': 'organizer',
  'GET /v1/Protocol/reprocess-protocols': 'admin',
  'GET /v1/Protocol/sample': 'public',
  'GET /v1/ProtocolConfig/list': 'public',
  'GET /v1/ProtocolConfig/Default': 'public',
  'GET /v1/ProtocolConfig/{id}': 'public',
  'DELETE /v1/ProtocolConfig/{id}': 'organizer',
  'GET /v1/ProtocolConfig/GetForProtocol/{id}': 'public',
  'POST /v1/ProtocolConfig': 'organizer',
  'PUT /v1/ProtocolConfig': 'organizer',
  'POST /v1/ProtocolConfig/clone/{id}': 'organizer',
  'POST /v1/ProtocolConfig/paged': 'organizer',

  // Clusters (part 2 §7.4)
  'POST /v1/Cluster/paged': 'public',
  'POST /v1/Cluster/paged-lk': 'organizer',
  'GET /v1/Cluster/{id}': 'public',
  'POST /v1/Cluster': 'organizer',
  'PUT /v1/Cluster': 'organizer',
  'DELETE /v1/Cluster/{id}': 'organizer',
  'POST /v1/Cluster/clone/{id}': 'organizer',

  // Events and organizers (part 2 §7.5)
  'GET /v1/Event/{id}': 'public',
  'DELETE /v1/Event/{id}': 'organizer',
  'POST /v1/Event': 'organizer',
  'PUT /v1/Event': 'organizer',
  'POST /v1/Event/paged': 'public',
  'POST /v1/Event/paged-lk': 'organizer',
  'GET /v1/Event/calendar': 'public',
  'GET /v1/Event/disciplines': 'public',
  'POST /v1/Event/disciplines': 'admin',
  'GET /v1/Event/organizers-names-list': 'public',
  'POST /v1/EventOrganizer/create': 'admin',
  'PUT /v1/EventOrganizer/update': 'admin',
  'DELETE /v1/EventOrganizer/delete': 'admin',
  'GET /v1/EventOrganizer/list': 'public',
  'POST /v1/EventOrganizer/paged': 'public',
  'POST /v1/EventOrganizer/update-picture': 'admin',
  // An organizer may see the accounts of its own organizer; administrators any.
  'GET /v1/EventOrganizer/users': 'organizer',
  'GET /v1/Weather/forecast/{query}': 'public',
  'PATCH /v1/Admin/update-events-weather': 'admin',
  'POST /v1/DaData/suggest-address': 'organizer',

  // News, notifications, feedback (part 2 §7.6)
  'POST /v1/News': 'admin',
  'PUT /v1/News': 'admin',
  'DELETE /v1/News/{id}': 'admin',
  'POST /v1/News/paged': 'public',
  'GET /v1/News/titles-for-running-line': 'public',
  'GET /v1/Notification/notification-message/{id}': 'admin',
  'DELETE /v1/Notification/notification-message/{id}': 'admin',
  'PUT /v1/Notification/notification-message': 'admin',
  'PATCH /v1/Notification/send-notification-message': 'admin',
  'POST /v1/Notification/participants-year-results-email-notifications': 'admin',
  'PATCH /v1/Notification/send-closest-events-notification': 'admin',
  'PATCH /v1/Notification/send-closest-events-notifications-to-tg-subscribers': 'admin',
  'POST /v1/Admin/paged-notifications': 'admin',
  'DELETE /v1/Admin/notification/{id}': 'admin',
  'PATCH /v1/Admin/notification/read': 'admin',
  'GET /v1/Admin/notification/unread': 'admin',
  'POST /v1/Feedback': 'public',

  // Users and administration (part 2 §7.7)
  'POST /v1/Admin/add-admin-role/{id}': 'admin',
  'POST /v1/Admin/add-new-admin': 'admin',
  'DELETE /v1/Admin/admin-role/{id}': 'admin',
  'GET /v1/Admin/block-user/{id}': 'admin',
  'GET /v1/Admin/confirm-user/{userId}': 'admin',
  'POST /v1/Admin/reject-user': 'admin',
  'DELETE /v1/Admin/user/{id}': 'admin',
  'POST /v1/Admin/paged-users': 'admin',
  'GET /v1/Admin/not-confirmed-users-count': 'admin',
  'POST /v1/Admin/change-participant-rating': 'admin',
  'POST /v1/Admin/set-participant-document-status': 'admin',
  'PATCH /v1/Admin/normalize-participant-name': 'admin',
  'PATCH /v1/Admin/clear-participant-clubs': 'admin',
  'PATCH /v1/Admin/add-participants-name-transliteration': 'admin',
  'PATCH /v1/Admin/participants-created-on-to-add-role-request-date': 'admin',
  'PATCH /v1/Admin/participants-created-on-to-first-protocol-date': 'admin',
  'DELETE /v1/Admin/remove-participant-duplicates': 'admin',
  'DELETE /v1/Admin/swapped-name-participants': 'admin',
  'DELETE /v1/Admin/unprotocoled-userless-participants': 'admin',

  // Analytics and statistics (part 2 §7.8)
  'POST /v1/Analytics/participants-addition-by-years': 'admin',
  'POST /v1/Analytics/protocols-addition-by-years': 'admin',
  'POST /v1/Analytics/telegram-user-addition-by-years': 'admin',
  'POST /v1/Analytics/user-registrations-by-years': 'admin',
  'POST /v1/Statistic/paged-rating': 'public',
  'POST /v1/Statistic/paged-results': 'public',
  'POST /v1/Statistic/participants-final-rating': 'public',
  'PATCH /v1/Statistic/recalculate-ratings': 'admin',
  'GET /v1/Statistic/stale-seasons': 'admin',
  'POST /v1/ParticipantRating/participant-rating-page': 'public',

  // Integrations: the timing partner with its organizer's key; the saga operator is an administrator.
  'GET /integration-api/Tdk/clusters': 'partner',
  'GET /integration-api/Tdk/configs': 'partner',
  'GET /integration-api/Tdk/events': 'partner',
  'POST /integration-api/Tdk/import-package': 'partner',
  'GET /integration-api/Tdk/status/{id}': 'partner',
  'POST /integration-api/Operator/edit-saga': 'admin',
  'POST /integration-api/Operator/paged-sagas': 'admin',
  'GET /integration-api/Operator/saga/{id}': 'admin',
  'POST /integration-api/Operator/trigger-process-new-sagas-job': 'admin',
};

/** Calls beyond the catalogue, with the same kind of rule. */
const EXTRA_RULES: Record<string, AccessRule> = {
  'GET /api/health': 'public',
  'GET /api/openapi.json': 'public',
  // The bank provider has no login call in the catalogue; it follows the others' shape.
  'GET /v1/ExternalSystem/login-bank': 'public',
  // The messenger calls this with its secret token header, checked by the handler.
  'POST /v1/TelegramBot/webhook': 'public',
  // Progress of a long recalculation started by the caller (or any, for an administrator).
  'GET /v1/Job/{id}': 'signedIn',
  // An iCal feed: public, or a user's favourites through a personal token link.
  'GET /v1/Event/calendar.ics': 'public',
  'POST /v1/Statistic/rating-csv': 'public',
  // Whether the address suggestions are configured: the event dialog asks before showing its field.
  'GET /v1/DaData/is-enabled': 'organizer',
  'GET /v1/Protocol/{id}/csv': 'public',
  'POST /v1/User/calendar-token': 'signedIn',
  // 'Выйти на всех устройствах': ends every session of the caller (issue 16).
  'POST /v1/User/logout-everywhere': 'signedIn',
  // A rider's season race by race, for the chart on the profile.
  'GET /v1/Participant/season-progress': 'public',
  'GET /v1/Participant/head-to-head': 'public',
  // Club standings (issue 19): public reads; merging two spellings of a club is an administrator's.
  'GET /v1/Club/standings': 'public',
  'GET /v1/Club/{key}': 'public',
  'POST /v1/Club/merge': 'admin',
  // Start lists (issue 19): the event's organizer (or an administrator) uploads, replaces and removes
  // an upcoming event's list (ownership in the use case); reading it and a rider's starts is public.
  'POST /v1/StartList/process-file': 'organizer',
  'POST /v1/StartList/create': 'organizer',
  'DELETE /v1/StartList/{eventId}': 'organizer',
  'GET /v1/StartList/{eventId}': 'public',
  'GET /v1/StartList/by-participant/{participantId}': 'public',
  // The audit of clean-ups, merges and rating corrections, with undo (issue 14).
  'POST /v1/Admin/paged-audit': 'admin',
  'GET /v1/Admin/audit/{id}': 'admin',
  'POST /v1/Admin/audit/{id}/undo': 'admin',
  // Merging two chosen riders, removing a rating correction, the document queue (issue 14).
  'GET /v1/Admin/participant-merge-preview': 'admin',
  'POST /v1/Admin/merge-participants': 'admin',
  'GET /v1/Admin/suggest-participant': 'admin',
  'DELETE /v1/Admin/participant-rating-change/{id}': 'admin',
  'POST /v1/Admin/paged-document-queue': 'admin',
  // The upload wizard reads its cached file again with a mapping of columns by hand (issue 13);
  // the cached upload must be the caller's own (or any, for an administrator).
  'POST /v1/Protocol/reprocess-cached-file': 'organizer',
  // Shared links and crawlers (issue 20): the public pages whose head the server fills, their
  // share pictures, the sitemap and robots.txt. Outside the API's prefixes, guarded because they
  // are declared here; the app's other screens stay the web app's fallback.
  'GET /home': 'public',
  'GET /calendar': 'public',
  'GET /results/overview': 'public',
  'GET /results/details/{id}': 'public',
  'GET /rating/overview': 'public',
  'GET /rating/details/{id}': 'public',
  'GET /rating/protocols/{id}': 'public',
  'GET /share/portal.png': 'public',
  'GET /share/rider/{id}.png': 'public',
  'GET /share/protocol/{id}.png': 'public',
  'GET /sitemap.xml': 'public',
  'GET /sitemaps/{file}': 'public',
  'GET /robots.txt': 'public',
  // The administrators' list of the footer's feedback and its answered mark (issue 18).
  'POST /v1/Feedback/paged': 'admin',
  'PATCH /v1/Feedback/{id}/answered': 'admin',
  // Adding a messenger channel (by @username or chat id) and whether the bot that reads the
  // channels is configured (issue 18).
  'POST /v1/TelegramChannel': 'admin',
  'GET /v1/TelegramChannel/is-enabled': 'admin',
  // The rider's notification channels, and the mail's unsubscribe link (a signed token) (issue 18).
  'GET /v1/User/notification-settings': 'signedIn',
  'PATCH /v1/User/notification-settings': 'signedIn',
  'GET /unsubscribe': 'public',
  'POST /unsubscribe': 'public',
  // Whether the messenger bot is configured (the profile's 'Подключить Telegram' shows only then),
  // and whether the caller's chat is bound (issue 18).
  'GET /v1/TelegramBot/is-enabled': 'public',
  'GET /v1/TelegramBot/link-state-by-current-user': 'signedIn',
};

export const ACCESS_RULES: Readonly<Record<string, AccessRule>> = { ...CATALOGUE_RULES, ...EXTRA_RULES };

/** Paths compare without parameter names and case: /v1/Cluster/{id} ≡ /v1/Cluster/:clusterId. */
export const routeKey = (method: string, path: string): string =>
  `${method.toUpperCase()} ${path
    .replace(/\{[^}]+\}/g, '{}')
    .replace(/:[A-Za-z_]+/g, '{}')
    .replace(/\/+$/, '')
    .toLowerCase()}`;

const RULES_BY_KEY = new Map(
  Object.entries(ACCESS_RULES).map(([key, rule]) => {
    const [method, path] = key.split(' ') as [string, string];
    return [routeKey(method, path), rule] as const;
  }),
);

export const accessRuleFor = (method: string, path: string): AccessRule | undefined =>
  RULES_BY_KEY.get(routeKey(method, path));
