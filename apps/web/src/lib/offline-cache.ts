/**
 * What the service worker (src/sw.ts) and the page share about the answers kept for offline reading
 * (issue 41): the caches' names and how a call is keyed. The Cache API keeps GET requests only, so
 * a POST's body goes into its key's query.
 */
export const PUBLIC_READS_CACHE = 'public-reads-v1';
export const ASSETS_CACHE = 'assets-v1';
/** The header a kept answer carries: when it was received (ISO). */
export const STORED_AT = 'x-stored-at';
/** The header of an answer served offline: when it was received (ISO). */
export const OFFLINE_FROM = 'x-offline-from';

/** The key of a call (an absolute URL) in the public reads' cache. */
export const offlineKey = (method: string, href: string, body: string | null): string =>
  method === 'GET' || body === null
    ? href
    : `${href}${href.includes('?') ? '&' : '?'}__body=${encodeURIComponent(body)}`;

/** A copy of an answer to keep, stamped with when it was received. */
export const stamped = async (response: Response): Promise<Response> => {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, new Date().toISOString());
  return new Response(await response.clone().blob(), { status: 200, headers });
};

/**
 * From the page: keeps an answer the page got without the network (the HTML's preloaded data),
 * as the service worker keeps those it fetches, so the page reads offline next time too.
 */
export const keepAnswer = (method: string, url: string, body: string | null, answer: unknown): void => {
  if (typeof caches === 'undefined' || typeof location === 'undefined') return;
  const key = offlineKey(method, new URL(url, location.href).href, body);
  const response = new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  void stamped(response)
    .then(async (copy) => (await caches.open(PUBLIC_READS_CACHE)).put(key, copy))
    .catch(() => {});
};

/**
 * From the page, once the service worker runs: keeps the files this first load fetched before it,
 * and the stylesheets its HTML carried inline (`<style data-href>`, the server's render-page.ts):
 * the pages the worker gives later, offline among them, link them instead.
 */
export const keepLoadedAssets = (): void => {
  if (typeof caches === 'undefined') return;
  const inline = [...document.querySelectorAll('style[data-href]')].map(
    (style) => new URL(style.getAttribute('data-href') ?? '', location.href).href,
  );
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  // Once each: addAll refuses a list with a request twice.
  const urls = [...new Set([...loaded, ...inline])].filter(
    (name) => new URL(name).origin === location.origin && new URL(name).pathname.startsWith('/assets/'),
  );
  void caches
    .open(ASSETS_CACHE)
    .then((cache) => cache.addAll(urls))
    .catch(() => {});
};
