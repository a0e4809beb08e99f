/// <reference lib="webworker" />
/*
 * The service worker (issue 41; vite-plugin-pwa builds it with the list of the app's files):
 * - the app's entry and the public pages' screens are precached, so a repeat visit and an offline
 *   visit start without the network; any other file of the build is kept once loaded;
 * - a page is asked of the network first (its HTML carries its head and data), and offline the
 *   precached app opens instead;
 * - the public reads' answers (the pages a rider opened: their profile, the protocols, the rating)
 *   are asked of the network first and kept; offline, the kept answer is served with the header
 *   `x-offline-from` (when it was received), and the app shows 'нет сети, данные от …'.
 *   Only answers to a visitor not signed in are kept: a signed-in answer (favourite marks, a
 *   cabinet) is never stored, and offline a signed-in visitor gets the public answer, marked as old.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  ASSETS_CACHE,
  OFFLINE_FROM,
  PUBLIC_READS_CACHE,
  STORED_AT,
  offlineKey,
  stamped,
} from './lib/offline-cache';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
void self.skipWaiting();
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  }),
);

/** The public reads (their answers are the same for every visitor not signed in). */
const PUBLIC_READS: readonly (readonly [method: string, path: RegExp])[] = [
  ['POST', /^\/v1\/Statistic\/(paged-rating|paged-results|participants-final-rating)$/],
  ['POST', /^\/v1\/ParticipantRating\/participant-rating-page$/],
  ['POST', /^\/v1\/Participant\/(participant-protocols|year-results)$/],
  ['GET', /^\/v1\/Participant\/(participant-info|season-progress)$/],
  ['GET', /^\/v1\/Protocol\/(\d+|list)$/],
  ['POST', /^\/v1\/(Event|News|Cluster|EventOrganizer)\/paged$/],
  ['GET', /^\/v1\/Event\/(\d+|calendar|disciplines|organizers-names-list)$/],
  ['GET', /^\/v1\/News\/titles-for-running-line$/],
  ['GET', /^\/v1\/EventOrganizer\/list$/],
  ['GET', /^\/v1\/StartList\/(\d+|by-participant\/\d+)$/],
];

const KEEP = 200;

const isPublicRead = (request: Request, url: URL) =>
  url.origin === self.location.origin &&
  PUBLIC_READS.some(([method, path]) => method === request.method && path.test(url.pathname));

const cacheKey = async (request: Request): Promise<string> =>
  offlineKey(request.method, request.url, request.method === 'GET' ? null : await request.clone().text());

const keep = async (key: string, response: Response) => {
  const cache = await caches.open(PUBLIC_READS_CACHE);
  await cache.put(key, await stamped(response));
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - KEEP)).map((old) => cache.delete(old)));
};

const networkFirst = async (request: Request): Promise<Response> => {
  const key = await cacheKey(request);
  const signedIn = request.headers.has('authorization');
  try {
    const response = await fetch(request);
    if (response.status === 200 && !signedIn) await keep(key, response);
    return response;
  } catch (error) {
    const kept = await (await caches.open(PUBLIC_READS_CACHE)).match(key);
    if (!kept) throw error;
    const headers = new Headers(kept.headers);
    headers.set(OFFLINE_FROM, kept.headers.get(STORED_AT) ?? '');
    return new Response(await kept.blob(), { status: 200, headers });
  }
};

/** Hashed files never change: once loaded they are kept (the screens a rider opened work offline). */
const cacheFirst = async (request: Request): Promise<Response> => {
  const cache = await caches.open(ASSETS_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
};

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (isPublicRead(event.request, url)) event.respondWith(networkFirst(event.request));
  else if (
    event.request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/')
  )
    event.respondWith(cacheFirst(event.request));
});
