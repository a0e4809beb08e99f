import type { FastifyRequest } from 'fastify';
import { routeKey } from '../auth/access-policy.js';

/*
 * Which calls the public read cache keeps, and which calls empty it (plugins/public-read-cache.ts).
 */

/** The route keys of calls written as 'METHOD /path'. */
const callSet = (calls: string[]): Set<string> =>
  new Set(
    calls.map((call) => {
      const [method, path] = call.split(' ') as [string, string];
      return routeKey(method, path);
    }),
  );

/**
 * The public reads every visit makes. For a visitor without a session their answers are the same
 * for everyone, so they are kept for a few seconds: a busy race evening costs the database one query
 * per distinct page instead of one per visitor. A signed-in user's answers carry favourite marks and
 * are never cached.
 */
export const CACHEABLE = callSet([
  'POST /v1/Statistic/paged-rating',
  'POST /v1/Statistic/paged-results',
  'POST /v1/Statistic/participants-final-rating',
  'POST /v1/ParticipantRating/participant-rating-page',
  'GET /v1/Protocol/{id}',
  'GET /v1/Protocol/list',
  'POST /v1/Protocol/paged-short-info',
  'POST /v1/Protocol/paged',
  'GET /v1/Participant/participant-info',
  'POST /v1/Participant/participant-protocols',
  'POST /v1/Participant/year-results',
  // A hidden rider's history differs for the owner and administrators: cached for guests only.
  'GET /v1/Participant/place-history',
  'POST /v1/Event/paged',
  'GET /v1/Event/{id}',
  'GET /v1/Event/calendar',
  'GET /v1/Event/disciplines',
  'GET /v1/Event/organizers-names-list',
  'GET /v1/News/titles-for-running-line',
  'POST /v1/News/paged',
  'POST /v1/Cluster/paged',
  'GET /v1/Cluster/{id}',
  'GET /v1/EventOrganizer/list',
  'POST /v1/EventOrganizer/paged',
  'GET /v1/ProtocolConfig/list',
  'GET /v1/ProtocolConfig/Default',
  'GET /v1/ProtocolConfig/{id}',
  'GET /v1/ProtocolConfig/GetForProtocol/{id}',
  'GET /v1/StartList/{eventId}',
]);

/**
 * Public reads whose answer is the same for a signed-in user (no favourite marks): cached for
 * everyone. The season chart reads a whole season (most of a second on the large dataset).
 */
export const SAME_FOR_EVERYONE = new Set([
  routeKey('GET', '/v1/Participant/season-progress'),
  routeKey('GET', '/v1/Participant/head-to-head'),
  routeKey('GET', '/v1/Club/standings'),
  routeKey('GET', '/v1/Club/{key}'),
  routeKey('GET', '/v1/StartList/by-participant/{participantId}'),
]);

/**
 * Calls that are not GET and yet change nothing a public answer shows: reads sent as POST (lists,
 * searches, figures) and a user's private writes (favourites, which only signed-in answers mark and
 * those are never cached; sign-in; an upload's preview before it is created; a notification read).
 * Any other call that goes through empties the caches. Before this list, a signed-in rider's rating
 * read or a favourite toggle emptied them too: under load every guest read missed.
 */
const CHANGES_NOTHING_PUBLIC = callSet([
  'POST /v1/User/login',
  'POST /v1/User/logout-everywhere',
  'PATCH /v1/User/favorites-event',
  'PATCH /v1/User/favorites-participant',
  'POST /v1/Participant/paged-participant-last-year-of-activity-infos',
  'POST /v1/TelegramChannel/paged',
  'POST /v1/File',
  'POST /v1/Geo/gpx-start-point',
  'POST /v1/Protocol/process-file',
  'POST /v1/Protocol/reprocess-cached-file',
  'DELETE /v1/Protocol/cached-data',
  'POST /v1/StartList/process-file',
  'POST /v1/ProtocolConfig/paged',
  'POST /v1/Cluster/paged-lk',
  'POST /v1/Event/paged-lk',
  'POST /v1/DaData/suggest-address',
  'POST /v1/Admin/paged-notifications',
  'PATCH /v1/Admin/notification/read',
  'POST /v1/Admin/paged-users',
  'POST /v1/Admin/paged-audit',
  'POST /v1/Analytics/participants-addition-by-years',
  'POST /v1/Analytics/protocols-addition-by-years',
  'POST /v1/Analytics/telegram-user-addition-by-years',
  'POST /v1/Analytics/user-registrations-by-years',
  'POST /v1/Statistic/rating-csv',
  'POST /integration-api/Operator/paged-sagas',
]);

/**
 * Calls that change a session's user (ended, blocked, confirmed, linked to a rider) and are either a
 * GET or listed above as changing nothing public: they empty the caches too, since the session cache
 * is emptied with them (infra/session-cache.ts). Every other write empties them anyway.
 */
const CHANGES_SESSIONS = callSet([
  'POST /v1/User/logout-everywhere',
  'GET /v1/User/confirm-email',
  'GET /v1/Admin/block-user/{id}',
  'GET /v1/Admin/confirm-user/{userId}',
  'GET /v1/ExternalSystem/login-vk',
  'GET /v1/ExternalSystem/login-yandex',
  'GET /v1/ExternalSystem/login-bank',
  'GET /v1/ExternalSystem/login-participant-by-strava',
  'GET /v1/ExternalSystem/register-participant-by-strava',
]);

export const changesSessions = (request: FastifyRequest): boolean => {
  const call = callOf(request);
  return call !== null && CHANGES_SESSIONS.has(call);
};

/** Calls that change which riders a user follows (their marks), and nothing public. */
const CHANGES_FOLLOWS = callSet(['PATCH /v1/User/favorites-participant']);

/** Whether a call that went through changed the riders its caller follows. */
export const changesFollows = (request: FastifyRequest): boolean => {
  const call = callOf(request);
  return call !== null && CHANGES_FOLLOWS.has(call);
};

/** Whether a call that went through may have changed what the public sees. */
export const mayChangePublicAnswers = (request: FastifyRequest): boolean => {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const call = callOf(request);
  if (!call) return false;
  return !CACHEABLE.has(call) && !SAME_FOR_EVERYONE.has(call) && !CHANGES_NOTHING_PUBLIC.has(call);
};

export const callOf = (request: FastifyRequest): string | null => {
  const pattern = request.routeOptions.url;
  return pattern ? routeKey(request.method, pattern) : null;
};
