/// <reference lib="webworker" />
/*
 * The service worker (issue 41; vite-plugins/service-worker.ts builds it with the list of the app's files):
 * - the app's entry and the shell's own pieces are precached, so a repeat visit and an offline
 *   visit start without the network; any other file of the build (a page's screen) is kept once
 *   loaded, and the first load's files are kept as soon as the worker runs (main.tsx);
 * - a page is asked of the network first (its HTML carries its head and data), with navigation
 *   preload (the request starts while the worker boots), and offline the precached app opens instead;
 * - the API's reads are asked of the network first; those the server marks as public reads
 *   (`Cache-Control: public`, from the route's cache class: the pages a rider opened, their
 *   profile, the protocols, the rating) are kept. Offline, the kept answer is served with the
 *   header `x-offline-from` (when it was received), and the app shows 'нет сети, данные от …'.
 *   Only answers to a visitor not signed in are kept: a signed-in answer (favourite marks, a
 *   cabinet) is never stored, and offline a signed-in visitor gets the public answer, marked as old.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isPublicAnswer } from '@velo/contracts/page-requests';
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
// Navigation preload: the browser asks for a page while the worker starts, instead of after it has
// started and run its handler (a repeat visit's one round trip no longer waits for the worker).
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), self.registration.navigationPreload?.enable()])),
);

registerRoute(
  new NavigationRoute(async ({ request, event }) => {
    try {
      const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
      return preloaded ?? (await fetch(request));
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  }),
);

const KEEP = 200;

/**
 * The app's reads: the API's answers to GETs and to JSON POSTs (the public lists take their
 * filters in a body). Uploads (multipart) are left alone: their bodies are never read here.
 */
const isApiRead = (request: Request, url: URL) =>
  url.origin === self.location.origin &&
  url.pathname.startsWith('/v1/') &&
  (request.method === 'GET' ||
    (request.method === 'POST' &&
      (request.headers.get('content-type') ?? '').startsWith('application/json')));

/**
 * Whether an answer may be kept: the server marks the answers every guest gets (public reads, by
 * their route's cache class) `Cache-Control: public`; a signed-in caller's or personal answer is
 * never kept, whatever its mark, and neither is a file (a public file is the browser's to cache).
 */
const keepable = (request: Request, response: Response) =>
  response.status === 200 &&
  !request.headers.has('authorization') &&
  (response.headers.get('content-type') ?? '').startsWith('application/json') &&
  isPublicAnswer(response.headers.get('cache-control'));

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
  try {
    const response = await fetch(request);
    if (keepable(request, response)) await keep(key, response);
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
  if (isApiRead(event.request, url)) event.respondWith(networkFirst(event.request));
  else if (
    event.request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/')
  )
    event.respondWith(cacheFirst(event.request));
});
