import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { isInstanceTag, kindOf, type Tag } from './cache-tags.js';

/** The PostgreSQL channel on which a process that wrote tells the others what to drop. */
export const CACHE_CHANNEL = 'velo_public_cache';

/**
 * What a notice reaches in a process (context.ts): the public read cache, the session and follows
 * caches. `writer` is the user whose write it was (they get fresh answers, never stale ones).
 */
export type CachesToDrop = {
  drop: (tags: readonly Tag[], writer: number | null) => void;
  clear: () => void;
};

export type CacheInvalidation = {
  /**
   * Drops tags (infra/cache-tags.ts) here and, on PostgreSQL, in every other process (NOTIFY).
   * Resolves once the notice is sent.
   */
  drop: (tags: readonly Tag[], writer?: number | null) => Promise<void>;
  /** Resolves when this process listens for the others' notices (at once without PostgreSQL). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

/** One process on the embedded database: its own caches are the only ones. */
export const createLocalCacheInvalidation = (caches: CachesToDrop): CacheInvalidation => ({
  drop: async (tags, writer = null) => caches.drop(tags, writer),
  ready: Promise.resolve(),
  close: async () => {},
});

/** PostgreSQL's limit on a notice's payload is 8,000 bytes. */
const MAX_PAYLOAD = 7_800;

/**
 * A notice's payload: the sender, the writer (or `-`), then the tags by kind: `rider:1,2,3` for
 * single tags, `season` for a kind whole. Ids are URI-encoded (a club's key is free text). Long
 * lists are cut into several notices.
 */
export const encodeNotices = (sender: string, tags: readonly Tag[], writer: number | null): string[] => {
  const groups = new Map<string, string[]>();
  const whole: string[] = [];
  for (const tag of tags) {
    const kind = kindOf(tag);
    if (!kind) continue;
    if (!isInstanceTag(tag)) whole.push(kind);
    else {
      const ids = groups.get(kind) ?? [];
      ids.push(encodeURIComponent(tag.slice(kind.length + 1)));
      groups.set(kind, ids);
    }
  }
  const head = `${sender} ${writer ?? '-'}`;
  const notices: string[] = [];
  let current = head;
  const push = (word: string) => {
    if (current.length + 1 + word.length > MAX_PAYLOAD && current !== head) {
      notices.push(current);
      current = head;
    }
    current += ` ${word}`;
  };
  for (const kind of whole) push(kind);
  for (const [kind, ids] of groups) {
    let chunk: string[] = [];
    const room = MAX_PAYLOAD - head.length - kind.length - 3;
    let length = 0;
    for (const id of ids) {
      if (length + id.length + 1 > room && chunk.length) {
        push(`${kind}:${chunk.join(',')}`);
        chunk = [];
        length = 0;
      }
      chunk.push(id);
      length += id.length + 1;
    }
    if (chunk.length) push(`${kind}:${chunk.join(',')}`);
  }
  if (current !== head) notices.push(current);
  return notices;
};

/** A notice read back: who sent it, whose write it was, and its tags. */
export const decodeNotice = (payload: string): { sender: string; writer: number | null; tags: Tag[] } => {
  const [sender = '', writer = '-', ...words] = payload.split(' ');
  const tags: Tag[] = [];
  for (const word of words) {
    const colon = word.indexOf(':');
    const kind = kindOf(colon < 0 ? word : word.slice(0, colon));
    if (!kind) continue;
    if (colon < 0) tags.push(kind);
    else for (const id of word.slice(colon + 1).split(',')) tags.push(`${kind}:${decodeURIComponent(id)}`);
  }
  return { sender, writer: writer === '-' ? null : Number(writer), tags };
};

const RETRY_MS = [500, 1000, 2000, 5000];

/**
 * Several processes on one PostgreSQL: each keeps a connection of its own that LISTENs on the
 * channel, and a write anywhere NOTIFYs its tags. A notice from the process itself is ignored (it
 * has dropped them already). When the listening connection drops, the caches are emptied (notices
 * may have been missed) and the connection comes back after a pause; until then cached answers
 * still age out after PUBLIC_CACHE_SECONDS.
 */
export const createPostgresCacheInvalidation = (options: {
  databaseUrl: string;
  /** Sends the NOTIFY (the server's pool). */
  notify: (channel: string, payload: string) => Promise<void>;
  caches: CachesToDrop;
  log: FastifyBaseLogger;
}): CacheInvalidation => {
  const { caches, log } = options;
  const processId = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => {
      if (message.channel !== CACHE_CHANNEL || !message.payload) return;
      const notice = decodeNotice(message.payload);
      if (notice.sender === processId) return;
      caches.drop(notice.tags, notice.writer);
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
    caches.clear();
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
    async drop(tags, writer = null) {
      if (tags.length === 0) return;
      caches.drop(tags, writer);
      try {
        for (const payload of encodeNotices(processId, tags, writer))
          await options.notify(CACHE_CHANNEL, payload);
      } catch (err) {
        // The write itself went through; the other processes' answers age out on their own.
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
