import type { FastifyInstance } from 'fastify';
import { currentSeason, isSupportedSeason, moscowToday } from '@velo/contracts/constants';

/**
 * The API calls a public page makes on its first render, for a visitor not signed in (issue 41):
 * the server answers them while it writes the page and puts the answers in the HTML
 * (`<script type="application/json" id="preloaded-calls">`), so the app shows the content without
 * a second round trip (apps/web/src/lib/preloaded-calls.ts takes them). The calls must be the
 * app's own, to the byte of their URL and the keys and values of their body: a call that differs
 * (another day in the visitor's time zone, a filter this list does not follow) is simply asked of
 * the network as before. The e2e test (e2e/tests/first-html.spec.ts) checks the pages listed here
 * ask for nothing on their first render.
 */
export type PageCall = {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  /** The calls the page makes once this one has answered (with its answer). */
  then?: (answer: unknown) => PageCall[];
};

type Query = Record<string, string | string[] | undefined>;

/** Every page's header asks for the running line. */
const NEWS: PageCall = { method: 'GET', url: '/v1/News/titles-for-running-line' };
const ORGANIZERS: PageCall = { method: 'GET', url: '/v1/EventOrganizer/list' };

const addDays = (day: string, days: number): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};

const monthEnd = (day: string): string => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

/** Only a page asked for without a query is known here (its filters' defaults). */
const plain = (query: Query) => Object.keys(query).length === 0;

const homeCalls = (today: string): PageCall[] => [
  NEWS,
  ORGANIZERS,
  {
    method: 'POST',
    url: '/v1/Statistic/paged-results',
    body: {
      includeParticipantFavoritesMarks: true,
      topPlacesPresentation: 'onlyTopPlaces',
      page: 1,
      size: 2,
      searchStartDate: today,
      endSearchDate: today,
      sort: { fieldName: 'EventDate', direction: -1 },
    },
  },
  {
    method: 'POST',
    url: '/v1/Statistic/paged-results',
    body: {
      includeParticipantFavoritesMarks: true,
      topPlacesPresentation: 'onlyTopPlaces',
      page: 1,
      size: 3,
      searchStartDate: null,
      endSearchDate: addDays(today, -1),
      sort: { fieldName: 'EventDate', direction: -1 },
    },
  },
  {
    method: 'POST',
    url: '/v1/Event/paged',
    body: {
      searchStartDate: today,
      page: 1,
      size: 15,
      sort: { fieldName: 'eventDate', direction: 1 },
      includeWeather: false,
      includeEventFavoritesMarks: true,
    },
  },
  {
    method: 'POST',
    url: '/v1/Statistic/paged-rating',
    body: {
      gender: 'all',
      organizerId: null,
      clusterAgeCategoryId: null,
      page: 1,
      size: 10,
      sort: { fieldName: 'place', direction: 1 },
    },
  },
];

const calendarCalls = (today: string): PageCall[] => [
  NEWS,
  ORGANIZERS,
  { method: 'GET', url: '/v1/Event/disciplines' },
  {
    method: 'POST',
    url: '/v1/Event/paged',
    body: {
      searchStartDate: `${today.slice(0, 7)}-01`,
      searchEndDate: monthEnd(today),
      organizerId: null,
      disciplineTypeId: null,
      includeWeather: true,
      includeEventFavoritesMarks: true,
      getOnlyUserFavoritesEvents: false,
      page: 1,
      size: 500,
      sort: { fieldName: 'eventDate', direction: 1 },
    },
  },
];

const ratingCalls = (): PageCall[] => [
  NEWS,
  ORGANIZERS,
  {
    method: 'POST',
    url: '/v1/Statistic/paged-rating',
    body: {
      year: null,
      name: null,
      gender: 'all',
      organizerId: null,
      clusterAgeCategoryId: null,
      getOnlyUserFavoritesParticipants: false,
      page: 1,
      size: 10,
      sort: { fieldName: 'place', direction: 1 },
    },
  },
];

const resultsCalls = (season: number): PageCall[] => [
  NEWS,
  ORGANIZERS,
  {
    method: 'POST',
    url: '/v1/Statistic/paged-results',
    body: {
      organizerId: null,
      clusterAgeCategoryId: null,
      includeParticipantFavoritesMarks: true,
      topPlacesPresentation: 'onlyTopPlaces',
      page: 1,
      size: 10,
      searchText: null,
      searchStartDate: `${season}-01-01`,
      endSearchDate: `${season}-12-31`,
      sort: { fieldName: 'EventDate', direction: -1 },
    },
  },
];

/** The rider's page: the profile (its last season), then that season's protocols and start lists. */
const riderCalls = (id: string): PageCall[] => [
  NEWS,
  { method: 'GET', url: `/v1/StartList/by-participant/${id}` },
  {
    method: 'GET',
    url: `/v1/Participant/participant-info?participantId=${id}&includeParticipantFavoritesMark=true`,
    then: (profile) => {
      const year = (profile as { year?: unknown }).year;
      if (typeof year !== 'number' || !isSupportedSeason(year)) return [];
      return [
        {
          method: 'POST',
          url: '/v1/Participant/participant-protocols',
          body: {
            participantId: Number(id),
            year,
            page: 1,
            size: 10,
            sort: { fieldName: 'eventDate', direction: -1 },
          },
        },
      ];
    },
  },
];

/** The calls of a public page (path as the router compares it), none when it is not known here. */
export const pageCalls = (pathname: string, query: Query, now = new Date()): PageCall[] => {
  const today = moscowToday(now);
  if (!plain(query)) return [];
  if (pathname === '/home') return homeCalls(today);
  if (pathname === '/calendar') return calendarCalls(today);
  if (pathname === '/rating/overview') return ratingCalls();
  if (pathname === '/results/overview') return resultsCalls(currentSeason(now));
  const rider = /^\/rating\/details\/(\d+)$/.exec(pathname);
  if (rider) return riderCalls(rider[1]!);
  const protocol = /^\/results\/details\/(\d+)$/.exec(pathname);
  if (protocol) {
    return [
      NEWS,
      { method: 'GET', url: `/v1/Protocol/${protocol[1]}?includeParticipantFavoritesMarks=true` },
    ];
  }
  return [NEWS];
};

/** Object keys sorted at every level, as the app's key has them. */
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** A call's key, as the app writes it (apps/web/src/lib/preloaded-calls.ts). */
export const preloadKey = (call: PageCall): string =>
  `${call.method} ${call.url}${call.body === undefined ? '' : ` ${stableJson(call.body)}`}`;

/**
 * The page's calls answered through the API itself (its access rules and public read cache, as a
 * visitor not signed in), as the script the app reads. Answers other than a 200 with JSON are
 * left out (the app asks again and shows its own error).
 */
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
  const json =
    response.statusCode === 200 && String(response.headers['content-type']).startsWith('application/json');
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
 * visitor not signed in), as the script the app reads. Answers other than a 200 with JSON are
 * left out (the app asks again and shows its own error).
 */
export const preloadedCallsScript = async (app: FastifyInstance, calls: PageCall[]): Promise<string> => {
  const entries = await answered(app, calls);
  if (entries.length === 0) return '';
  // JSON inside a script: a `<` in a rider's name must not end it (`</script>`).
  const json = `{"calls":{${entries.join(',')}}}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="preloaded-calls">${json}</script>`;
};
