import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createAppContext } from '../src/create-app-context.js';
import { keepProtocolFileReaderReady } from '../src/domain/protocol-files/index.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { BENCH_DATA_DIR } from './bench-database.js';

/** Signs the benchmarks' tokens; the server a benchmark starts gets it too. */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';

/** The environment of a server process on the large dataset (PGlite's DATA_DIR, or PostgreSQL's URL). */
export const benchServerEnv = (
  port: number,
  databaseUrl: string | null | undefined,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DEMO_DATA: 'false',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  DATA_DIR: BENCH_DATA_DIR,
  JWT_SECRET: BENCH_JWT_SECRET,
  DATABASE_URL: databaseUrl ?? '',
  ...extra,
});

/** The real app over the benchmark database (no demo loading, quiet logs unless BENCH_LOG_LEVEL says). */
export const buildBenchApp = async (handle: DatabaseHandle, extra: Record<string, string> = {}) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'velo-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    JWT_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // The correction case creates a protocol per run on one organizer: a few invocations pass 100 an hour.
    PROTOCOLS_PER_ORGANIZER_PER_HOUR: '100000',
    ...extra,
  });
  const ctx = createAppContext(config, handle, pino({ level: config.LOG_LEVEL }));
  const app = await buildApp({ ctx });
  await app.ready();
  // As the server does at start (startServer): a reading thread is ready before the first upload.
  await keepProtocolFileReaderReady();
  return { app, ctx };
};

/** Waits until a server started on `base` answers its health check (a minute at most). */
export const waitForServer = async (base: string): Promise<void> => {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      if (i > 600) throw new Error('server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
