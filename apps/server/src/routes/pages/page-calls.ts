import type { FastifyInstance } from 'fastify';
import type { ApiCall, ApiRequest } from '@velo/contracts/api';
import { isSupportedSeason, moscowToday } from '@velo/contracts/constants';
import {
  CALENDAR_MONTH_SIZE,
  PROTOCOL_QUERY,
  callUrl,
  defaultSeason,
  eventsRequest,
  isPublicAnswer,
  latestResultsRequest,
  monthPeriod,
  participantInfoQuery,
  participantProtocolsRequest,
  profileState,
  ratingFilterOf,
  ratingState,
  ratingTopRequest,
  requestKey,
  resultsRequestOf,
  resultsState,
  upcomingEventsRequest,
} from '@velo/contracts/page-requests';

/**
 * The API calls a public page makes on its first render, for a visitor not signed in (issue 41):
 * the server answers them while it writes the page and puts the answers in the HTML
 * (`<script type="application/json" id="preloaded-calls">`), so the app shows the content without
 * a second round trip (apps/web/src/lib/preloaded-calls.ts takes them). Each request is built by
 * the same function the app's API operation uses (@velo/contracts/page-requests), from the page's
 * defaults (a page asked for with a query is not preloaded): a call the app makes otherwise (another
 * day in the visitor's time zone) is simply asked of the network as before. The e2e test
 * (e2e/tests/first-html.spec.ts) checks the pages ask for nothing on their first render.
 */
export type PageCall = {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  /** The calls the page makes once this one has answered (with its answer). */
  then?: (answer: unknown) => PageCall[];
};

type Query = Record<string, string | string[] | undefined>;

/** A call as the app's API client sends it: its method, its address (params, query) and its body. */
const apiCall = <K extends ApiCall>(name: K, request: ApiRequest<K>, then?: PageCall['then']): PageCall => {
  const parts = request as { params?: never; query?: never; body?: unknown };
  return {
    method: name.startsWith('POST ') ? 'POST' : 'GET',
    url: callUrl(name, parts),
    ...(parts.body === undefined ? {} : { body: parts.body }),
    ...(then ? { then } : {}),
  };
};

/** Every page's header asks for the running line; the lists' filters, for the organizers. */
const NEWS = apiCall('GET /v1/News/titles-for-running-line', {});
const ORGANIZERS = apiCall('GET /v1/EventOrganizer/list', {});

const addDays = (day: string, days: number): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};

const homeCalls = (today: string): PageCall[] => [
  NEWS,
  ORGANIZERS,
  apiCall('POST /v1/Statistic/paged-results', { body: latestResultsRequest({ kind: 'today', today }) }),
  apiCall('POST /v1/Statistic/paged-results', {
    body: latestResultsRequest({ kind: 'last', yesterday: addDays(today, -1) }),
  }),
  apiCall('POST /v1/Event/paged', { body: upcomingEventsRequest(today) }),
  apiCall('POST /v1/Statistic/paged-rating', { body: ratingTopRequest({ gender: 'all' }) }),
];

const calendarCalls = (today: string): PageCall[] => {
  const period = monthPeriod({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
  return [
    NEWS,
    ORGANIZERS,
    apiCall('GET /v1/Event/disciplines', {}),
    apiCall('POST /v1/Event/paged', {
      body: eventsRequest(
        { onlyFavourites: false },
        { from: period.start, to: period.end },
        { page: 1, size: CALENDAR_MONTH_SIZE },
      ),
    }),
  ];
};

const ratingCalls = (): PageCall[] => [
  NEWS,
  ORGANIZERS,
  apiCall('POST /v1/Statistic/paged-rating', { body: ratingFilterOf(ratingState({}), undefined) }),
];

const resultsCalls = (now: Date): PageCall[] => [
  NEWS,
  ORGANIZERS,
  apiCall('POST /v1/Statistic/paged-results', {
    body: resultsRequestOf(resultsState({}), defaultSeason(now)),
  }),
];

/** The rider's page: the profile (its last season), then that season's protocols and start lists. */
const riderCalls = (id: number): PageCall[] => [
  NEWS,
  apiCall('GET /v1/StartList/by-participant/{participantId}', { params: { participantId: id } }),
  apiCall(
    'GET /v1/Participant/participant-info',
    { query: participantInfoQuery(id, undefined) },
    (profile) => {
      const year = (profile as { year?: unknown }).year;
      if (typeof year !== 'number' || !isSupportedSeason(year)) return [];
      return [
        apiCall('POST /v1/Participant/participant-protocols', {
          body: participantProtocolsRequest(id, year, profileState({})),
        }),
      ];
    },
  ),
];

/** Parameters a link carries for analytics (a post's `?utm_source=telegram`); no page reads them. */
const isTrackingParameter = (name: string) => /^(utm_\w+|yclid|gclid|fbclid)$/i.test(name);

/**
 * Whether a page's address carries a parameter the app reads (a filter, a page): then its first
 * render's calls depend on it, and the page is sent without data. Tracking parameters do not count.
 */
export const hasPageParameters = (query: Query): boolean =>
  Object.keys(query).some((name) => !isTrackingParameter(name));

/** The calls of a public page (path as the router compares it), none when it is not known here. */
export const pageCalls = (pathname: string, query: Query, now = new Date()): PageCall[] => {
  const today = moscowToday(now);
  if (hasPageParameters(query)) return [];
  if (pathname === '/home') return homeCalls(today);
  if (pathname === '/calendar') return calendarCalls(today);
  if (pathname === '/rating/overview') return ratingCalls();
  if (pathname === '/results/overview') return resultsCalls(now);
  const rider = /^\/rating\/details\/(\d+)$/.exec(pathname);
  if (rider) return riderCalls(Number(rider[1]));
  const protocol = /^\/results\/details\/(\d+)$/.exec(pathname);
  if (protocol) {
    const id = Number(protocol[1]);
    return [
      NEWS,
      apiCall('GET /v1/Protocol/{id}', { params: { id }, query: PROTOCOL_QUERY }),
      // The verdict of the skill's prediction under the results (issue 39).
      apiCall('GET /v1/Skill/protocol-prediction', { query: { protocolId: id } }),
    ];
  }
  return [NEWS];
};

/** A call's key, as the app looks it up (apps/web/src/lib/preloaded-calls.ts). */
export const preloadKey = (pageCall: PageCall): string =>
  requestKey(pageCall.method, pageCall.url, pageCall.body);

/** A call answered through the API as a visitor not signed in: its JSON text, or null. */
const answer = async (app: FastifyInstance, call: PageCall): Promise<string | null> => {
  const response = await app.inject({
    method: call.method,
    url: call.url,
    headers: {
      accept: 'application/json',
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
  });
  // Only what the server marks as a public read (the same for every guest, plugins/read-class-mark.ts),
  // which the app may also keep for reading offline.
  const json =
    response.statusCode === 200 &&
    String(response.headers['content-type']).startsWith('application/json') &&
    isPublicAnswer(String(response.headers['cache-control'] ?? ''));
  return json ? response.body : null;
};

/** The calls and those they lead to, answered: `"key":answer` entries of the script's object. */
const answered = async (app: FastifyInstance, calls: PageCall[]): Promise<string[]> => {
  const entries = await Promise.all(
    calls.map(async (call) => {
      const body = await answer(app, call);
      if (body === null) return [];
      const next = call.then ? await answered(app, call.then(JSON.parse(body))) : [];
      return [`${JSON.stringify(preloadKey(call))}:${body}`, ...next];
    }),
  );
  return entries.flat();
};

/**
 * The page's calls answered through the API itself (its access rules and public read cache, as a
 * visitor not signed in): the script the app reads, and the answers by key for the server's render
 * (page-markup.ts). Answers other than a 200 with JSON are left out (the app asks again and shows
 * its own error).
 */
export const preloadedCalls = async (
  app: FastifyInstance,
  calls: PageCall[],
): Promise<{ script: string; answers: Record<string, unknown> }> => {
  const entries = await answered(app, calls);
  if (entries.length === 0) return { script: '', answers: {} };
  const json = `{"calls":{${entries.join(',')}}}`;
  const answers = (JSON.parse(json) as { calls: Record<string, unknown> }).calls;
  // JSON inside a script: a `<` in a rider's name must not end it (`</script>`).
  const script = `<script type="application/json" id="preloaded-calls">${json.replace(/</g, '\\u003c')}</script>`;
  return { script, answers };
};
