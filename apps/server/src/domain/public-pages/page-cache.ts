import type { AppContext } from '../../context.js';
import type { Tag } from '../../infra/cache-tags.js';
import { bodyOf } from '../../infra/response-cache.js';

/**
 * Data a page shares with other pages, kept in the public read cache (ctx.publicReadCache) with the
 * tags of what it was built from, like any public answer: the crawlers' list of riders that every
 * variant of the readable rating page shows. Keys start with `data ` so they never meet a route's.
 * Null (nothing found) is not kept. With PUBLIC_CACHE_SECONDS=0 nothing is kept.
 */
export const cachedData = async <T>(
  ctx: AppContext,
  key: string,
  tags: readonly Tag[],
  load: () => Promise<T | null>,
): Promise<T | null> => {
  const cache = ctx.publicReadCache;
  const on = ctx.config.PUBLIC_CACHE_SECONDS > 0;
  const kept = on ? cache.lookup(`data ${key}`) : null;
  if (kept && !kept.stale) return JSON.parse(bodyOf(kept.answer).toString()) as T;
  const readAt = cache.beginRead();
  try {
    const value = await load();
    if (on && value !== null)
      cache.store(
        `data ${key}`,
        { body: JSON.stringify(value), headers: { 'content-type': 'application/json' }, tags },
        readAt,
      );
    return value;
  } finally {
    cache.endRead(readAt);
  }
};
