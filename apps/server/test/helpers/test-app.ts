import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { AppContext } from '../../src/context.js';
import { createAppContext } from '../../src/create-app-context.js';
import type { Database, DatabaseHandle } from '../../src/db/database.js';
import { resetDatabase, workerDatabase } from './test-database.js';
import pino from 'pino';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  ctx: AppContext;
  config: Config;
  handle: DatabaseHandle;
  close: () => Promise<void>;
};

/** Builds the real app over this worker's shared database, with a temporary DATA_DIR. */
export type TestAppOptions = {
  env?: Record<string, string>;
  /** Adds routes or hooks before the app is ready (tests of the framework pieces). */
  beforeReady?: (app: FastifyInstance) => void;
  /** The app's logger (tests of what reaches the log); a silent one otherwise. */
  logger?: FastifyBaseLogger;
  /** A database of the test's own instead of the worker's shared one (it closes it). */
  database?: () => Promise<DatabaseHandle>;
};

export const createTestApp = async ({
  env = {},
  beforeReady,
  logger,
  database,
}: TestAppOptions = {}): Promise<TestApp> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'velo-test-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
    PUBLIC_URL: 'http://portal.test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    RIDER_REQUESTS_PER_HOUR: '1000',
    VALIDATE_RESPONSES: 'true',
    // Tests change the database directly between reads; the cache has a test of its own.
    PUBLIC_CACHE_SECONDS: '0',
    SESSION_CACHE_SECONDS: '0',
    // A test's direct writes and its reads share one connection's view; the thread has a test of its own.
    RATING_THREAD: 'false',
    // Tests read organizers' tables right after the writes that outdate them; the stale read has a
    // test of its own (test/rating-reads/outdated-organizer-tables.test.ts).
    OUTDATED_TABLE_WAIT_MS: '600000',
    // Tests read the skill rating after draining the jobs that a change queued; the delay has a test
    // of its own (test/skill/skill-job-delay.test.ts).
    SKILL_RECALCULATION_DELAY_SECONDS: '0',
    ...env,
  });
  const handle = database ? await database() : await workerDatabase();
  const log = logger ?? pino({ level: 'silent' });
  const ctx = createAppContext(config, handle, log);
  const app = await buildApp({ ctx, ...(logger ? { loggerInstance: logger } : {}) });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    ctx,
    config,
    handle,
    close: async () => {
      await app.close();
      if (database) await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * For a test file: one app for the file, an empty database before every test.
 * Use as `const t = useTestApp();` and then `t().app.inject(...)`.
 */
export const useTestApp = (options: TestAppOptions = {}): (() => TestApp) => {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(options);
  });
  beforeEach(async () => {
    await resetDatabase(testApp!.handle);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('useTestApp: the app is not built yet (use it inside a test)');
    return testApp;
  };
};
