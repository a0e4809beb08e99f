import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { Tag } from '../../src/infra/cache-tags.js';
import {
  createLocalCacheInvalidation,
  createPostgresCacheInvalidation,
  decodeNotice,
  encodeNotices,
  type CacheInvalidation,
} from '../../src/infra/cache-invalidation.js';
import { workerDatabaseUrl } from '../helpers/test-database.js';

/*
 * A write drops the tags of what it changed in every process's caches (issue 35). On PostgreSQL the
 * notices go through LISTEN/NOTIFY between two processes' invalidations; on PGlite there is one
 * process.
 */
const recordingCaches = () => {
  const heard: string[] = [];
  return {
    heard,
    caches: {
      clear: () => heard.push('clear'),
      drop: (tags: readonly Tag[], writer: number | null) => heard.push(`${tags.join(' ')} by ${writer}`),
    },
  };
};

describe('cache invalidation', () => {
  const url = workerDatabaseUrl();
  const opened: CacheInvalidation[] = [];
  const pool = url ? new pg.Pool({ connectionString: url, max: 2 }) : null;
  afterAll(async () => {
    await Promise.all(opened.map((invalidation) => invalidation.close()));
    await pool?.end();
  });

  const processWith = (caches: ReturnType<typeof recordingCaches>['caches']): CacheInvalidation => {
    const invalidation =
      url && pool
        ? createPostgresCacheInvalidation({
            databaseUrl: url,
            notify: async (channel, payload) => {
              await pool.query('select pg_notify($1, $2)', [channel, payload]);
            },
            caches,
            log: pino({ level: 'silent' }),
          })
        : createLocalCacheInvalidation(caches);
    opened.push(invalidation);
    return invalidation;
  };

  it('drops tags where the write was and in the other processes, with whose write it was', async () => {
    const here = recordingCaches();
    const there = recordingCaches();
    const a = processWith(here.caches);
    const b = url ? processWith(there.caches) : null;
    await Promise.all([a.ready, b?.ready]);

    await a.drop(['season:2025', 'rider:7', 'rider:8'], 12);
    await a.drop(['standings:2025/7']);
    expect(here.heard).toEqual(['season:2025 rider:7 rider:8 by 12', 'standings:2025/7 by null']);
    if (b) {
      // The other process hears both, in order, and not its own notices.
      for (let attempt = 0; attempt < 200 && there.heard.length < 2; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(there.heard).toEqual(['season:2025 rider:7 rider:8 by 12', 'standings:2025/7 by null']);
      await b.drop(['news']);
      for (let attempt = 0; attempt < 200 && here.heard.length < 3; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(here.heard.at(-1)).toBe('news by null');
      expect(there.heard.at(-1)).toBe('news by null');
    }
  });

  it('cuts a long list of tags into notices that fit PostgreSQL’s payload, and reads them back whole', () => {
    const riders = Array.from({ length: 5_000 }, (_, i): Tag => `rider:${100_000 + i}`);
    const tags: Tag[] = ['season:2025', 'event', ...riders, 'club:Вело Клуб, «Старт»'];
    const notices = encodeNotices('sender-id', tags, 3);
    expect(notices.length).toBeGreaterThan(1);
    for (const notice of notices) expect(Buffer.byteLength(notice)).toBeLessThan(8_000);
    const read = notices.map(decodeNotice);
    expect(read.every((notice) => notice.sender === 'sender-id' && notice.writer === 3)).toBe(true);
    expect(new Set(read.flatMap((notice) => notice.tags))).toEqual(new Set(tags));
  });
});
