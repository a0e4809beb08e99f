import type { AppContext } from '../../context.js';
import type { CachedResponse } from '../../infra/response-cache.js';

/**
 * Pages and the data they share go through the public read cache (ctx.publicReadCache): the same
 * store, age (PUBLIC_CACHE_SECONDS) and bounds as the API's anonymous answers, and emptied by the
 * same writes. Keys start with `page ` so they never meet an API call's (`POST /v1/…`).
 * With PUBLIC_CACHE_SECONDS=0 nothing is kept.
 */
const isOn = (ctx: AppContext) => ctx.config.PUBLIC_CACHE_SECONDS > 0;

export const pageCacheKey = (...parts: (string | number | null)[]): string =>
  `page ${parts.map((p) => p ?? '').join(' ')}`;

export const cachedPage = (ctx: AppContext, key: string): CachedResponse | null =>
  isOn(ctx) ? ctx.publicReadCache.get(key) : null;

export const keepPage = (ctx: AppContext, key: string, body: string, contentType: string): void => {
  if (isOn(ctx)) ctx.publicReadCache.set(key, { body, contentType });
};

/**
 * Data kept as JSON beside the pages (a share picture's card, the crawlers' list of riders); null
 * (nothing found) is not kept, so unknown ids do not push real pages out.
 */
export const cachedData = async <T>(
  ctx: AppContext,
  key: string,
  load: () => Promise<T | null>,
): Promise<T | null> => {
  const hit = cachedPage(ctx, key);
  if (hit) return JSON.parse(hit.body) as T;
  const value = await load();
  if (value !== null) keepPage(ctx, key, JSON.stringify(value), 'application/json');
  return value;
};
