import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createLocalCacheInvalidation,
  createPostgresCacheInvalidation,
  type CacheInvalidation,
} from '../../src/infra/cache-invalidation.js';
import { workerDatabaseUrl } from '../helpers/test-database.js';

/*
 * A write empties every process's public cache; an organizer's tables computed again drop, in every
 * process, only the answers that showed them as they were (issue 16). On PostgreSQL the notices go
 * through LISTEN/NOTIFY between two processes' invalidations; on PGlite there is one process.
 */
const recordingCache = () => {
  const heard: string[] = [];
  return {
    heard,
    cache: { clear: () => heard.push('clear'), drop: (tag: string) => heard.push(`drop ${tag}`) },
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

  const processWith = (cache: ReturnType<typeof recordingCache>['cache']): CacheInvalidation => {
    const invalidation =
      url && pool
        ? createPostgresCacheInvalidation({
            databaseUrl: url,
            notify: async (channel, payload) => {
              await pool.query('select pg_notify($1, $2)', [channel, payload]);
            },
            cache,
            log: pino({ level: 'silent' }),
          })
        : createLocalCacheInvalidation(cache);
    opened.push(invalidation);
    return invalidation;
  };

  it("empties the caches on a write, and drops a tag's answers where the tables were computed and elsewhere", async () => {
    const here = recordingCache();
    const there = recordingCache();
    const a = processWith(here.cache);
    const b = url ? processWith(there.cache) : null;
    await Promise.all([a.ready, b?.ready]);

    await a.drop('standings/2025/7');
    await a.invalidate();
    expect(here.heard).toEqual(['drop standings/2025/7', 'clear']);
    if (b) {
      // The other process hears both, in order, and not its own notices.
      for (let attempt = 0; attempt < 200 && there.heard.length < 2; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(there.heard).toEqual(['drop standings/2025/7', 'clear']);
      await b.drop('standings/2025/8');
      for (let attempt = 0; attempt < 200 && here.heard.length < 3; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(here.heard).toEqual(['drop standings/2025/7', 'clear', 'drop standings/2025/8']);
      expect(there.heard).toEqual(['drop standings/2025/7', 'clear', 'drop standings/2025/8']);
    }
  });
});
