import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { ResponseCache } from './response-cache.js';

/** The PostgreSQL channel on which a process that wrote tells the others to empty their caches. */
export const CACHE_CHANNEL = 'velo_public_cache';

/** What a notice empties: the public read cache and the session cache (context.ts). */
export type CacheToEmpty = Pick<ResponseCache, 'clear' | 'drop'>;

export type CacheInvalidation = {
  /**
   * Empties this process's public read cache and, on PostgreSQL, tells every other server process
   * to empty theirs (NOTIFY). Resolves once the notice is committed.
   */
  invalidate: () => Promise<void>;
  /**
   * Drops the public answers of a tag (ResponseCache.drop) here and in every other process: the data
   * they showed has been computed again (an organizer's tables).
   */
  drop: (tag: string) => Promise<void>;
  /** Resolves when this process listens for the others' notices (at once without PostgreSQL). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

/** One process on the embedded database: its own cache is the only one. */
export const createLocalCacheInvalidation = (cache: CacheToEmpty): CacheInvalidation => ({
  invalidate: async () => cache.clear(),
  drop: async (tag) => cache.drop(tag),
  ready: Promise.resolve(),
  close: async () => {},
});

const RETRY_MS = [500, 1000, 2000, 5000];

/**
 * Several processes on one PostgreSQL: each keeps a connection of its own that LISTENs on the
 * channel, and a write anywhere NOTIFYs it. A notice from the process itself is ignored (it has
 * emptied its cache already). When the listening connection drops, the cache is emptied (notices
 * may have been missed) and the connection comes back after a pause; until then cached answers
 * still age out after PUBLIC_CACHE_SECONDS.
 */
export const createPostgresCacheInvalidation = (options: {
  databaseUrl: string;
  /** Sends the NOTIFY (the server's pool). */
  notify: (channel: string, payload: string) => Promise<void>;
  cache: CacheToEmpty;
  log: FastifyBaseLogger;
}): CacheInvalidation => {
  const { cache, log } = options;
  const processId = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => {
      if (message.channel !== CACHE_CHANNEL || !message.payload) return;
      // The sender's id, then the tag whose answers to drop when it is not the whole cache.
      const [from, tag] = message.payload.split(' ');
      if (from === processId) return;
      if (tag) cache.drop(tag);
      else cache.clear();
    });
    next.on('error', (err) => {
      log.warn({ err }, 'cache invalidation: the listening connection failed');
      void reconnect();
    });
    next.on('end', () => void reconnect());
    await next.connect();
    await next.query(`LISTEN ${CACHE_CHANNEL}`);
    client = next;
    attempt = 0;
  };

  const reconnect = async () => {
    if (closed || retryTimer) return;
    const lost = client;
    client = null;
    lost?.removeAllListeners('end');
    void lost?.end().catch(() => {});
    cache.clear();
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      listen().catch((err: unknown) => {
        log.warn({ err }, 'cache invalidation: cannot listen yet');
        void reconnect();
      });
    }, delay);
    retryTimer.unref();
  };

  return {
    async invalidate() {
      cache.clear();
      try {
        await options.notify(CACHE_CHANNEL, processId);
      } catch (err) {
        // The write itself went through; the other processes' answers age out on their own.
        log.error({ err }, 'cache invalidation: NOTIFY failed');
      }
    },
    async drop(tag) {
      cache.drop(tag);
      try {
        await options.notify(CACHE_CHANNEL, `${processId} ${tag}`);
      } catch (err) {
        // The other processes' answers of the tag age out on their own.
        log.error({ err }, 'cache invalidation: NOTIFY failed');
      }
    },
    // Never rejects: a first failure is logged and retried like a dropped connection.
    ready: listen().catch((err: unknown) => {
      log.warn({ err }, 'cache invalidation: cannot listen yet');
      void reconnect();
    }),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const last = client;
      client = null;
      last?.removeAllListeners('end');
      await last?.end().catch(() => {});
    },
  };
};
