import path from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { openDatabase } from './db/open-database.js';
import { buildApp, loggerOptions } from './app.js';
import { createAppContext } from './create-app-context.js';
import { ensureDefaultAdmin } from './domain/users/ensure-default-admin.js';
import { loadDemoDataIfEmpty } from './demo/load-demo-data.js';
import { printedPasswordsText, secureDemoAccounts } from './demo/secure-demo-accounts.js';
import { ensureDefaultConfig } from './domain/configs/ensure-default-config.js';
import { scheduleMaintenance } from './domain/maintenance-jobs.js';
import { keepProtocolFileReaderReady } from './domain/protocol-files/index.js';
import { readMigrationState } from './db/database.js';
import { claimDataDir, startControlChannel } from './infra/backup/control-channel.js';
import { keepHeap } from './infra/heap-keeper.js';

export type RunningServer = { app: FastifyInstance; url: string; close: () => Promise<void> };

/**
 * Opens the database (PGlite in DATA_DIR unless DATABASE_URL is set), applies migrations, makes
 * sure the default administrator exists, loads demo data into an empty database, and listens. On
 * PostgreSQL the start-up work runs under a lock, so several processes may start at once.
 */
export const startServer = async (config: Config): Promise<RunningServer> => {
  const log = pino(loggerOptions(config.LOG_LEVEL) as pino.LoggerOptions);
  const started = performance.now();
  // Where a start's seconds go, logged with 'server ready': each step's milliseconds, the first being
  // all before this function from the process's start (performance.now()'s origin): Node, loading the
  // code, and under `npm start` the build check (and the builds when something changed).
  const steps: Record<string, number> = { 'process start to here': Math.round(started) };
  let stepStarted = started;
  const step = (name: string) => {
    const now = performance.now();
    steps[name] = Math.round(now - stepStarted);
    stepStarted = now;
  };
  // The embedded database takes one process: refuse to start beside another server or a restore.
  const claim = config.DATABASE_URL ? null : await claimDataDir(config.DATA_DIR, 'server');
  step('claim data folder');
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    maxConnections: config.DATABASE_POOL_SIZE,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
    pgliteThread: config.PGLITE_THREAD,
    // A server whose database is gone would answer 500 to every call until someone noticed: it
    // ends instead, with an error code, so that its supervisor (systemd, docker) starts it again.
    onPgliteCrash: (err) => {
      log.fatal({ err }, 'database: the PGlite thread ended; the server stops');
      setTimeout(() => process.exit(1), 100);
    },
  });
  step('open database');
  const ctx = createAppContext(config, database, log);
  step('context');
  await database.withStartupLock(async () => {
    await database.migrate();
    step('migrations');
    log.info({ engine: database.engine, ms: Math.round(performance.now() - started) }, 'database ready');

    if (config.DEFAULT_ADMIN_EMAIL && config.DEFAULT_ADMIN_PASSWORD) {
      const adminId = await ensureDefaultAdmin(
        database.db,
        config.DEFAULT_ADMIN_EMAIL,
        config.DEFAULT_ADMIN_PASSWORD,
      );
      log.info({ userId: adminId }, 'default administrator ensured');
    }
    if (config.DEMO_DATA) {
      const demo = await loadDemoDataIfEmpty(database.db, { log, rating: ctx.rating });
      if (demo) log.info({ ...demo.counts, ms: demo.ms }, 'demo data loaded');
      step('demo data');
    }
    // On a public address no demo account keeps the README's password (issue 36): new ones are
    // printed once, to the terminal, never into the log.
    const printed = await secureDemoAccounts(database.db, config.PUBLIC_URL);
    if (printed.length > 0) {
      process.stdout.write(printedPasswordsText(config.PUBLIC_URL, printed));
      log.warn({ accounts: printed.map((account) => account.email) }, 'demo accounts got new passwords');
    }
    await ensureDefaultConfig(database.db);
    await scheduleMaintenance(ctx);
    step('accounts, config, maintenance');
  });

  await ctx.blobStore.check();
  await ctx.publicCacheInvalidation.ready;
  log.info({ blobStore: ctx.blobStore.kind }, 'file store ready');
  step('file store');

  const app = await buildApp({ ctx, loggerInstance: log });
  step('routes');
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  step('listen');
  // Optional work once the server answers (issue 37: a restart answers first): the jobs, one thread
  // for reading protocol files started now rather than on an organizer's first upload, and the
  // rating's warm-up.
  ctx.jobRunner.start();
  void keepProtocolFileReaderReady().catch((err: unknown) =>
    log.warn({ err }, 'protocol file reader: the thread kept ready did not start'),
  );
  // A failure here only costs the first recalculation the sort it makes anyway. On PGlite the main
  // thread ranks the riders (a quarter of a second on the large dataset), once, now rather than in the
  // first upload's answer; on PostgreSQL the rating thread does.
  void ctx.rating
    .warm()
    .catch((err: unknown) => log.warn({ err }, 'rating: ranking the riders at start failed'));
  // `npm run db:backup` asks this process for a consistent archive while it runs.
  const control =
    claim && database.pglite
      ? await startControlChannel({
          dataDir: config.DATA_DIR,
          claim,
          pglite: database.pglite,
          blobStore: ctx.blobStore,
          migration: async () => (await readMigrationState(database.db)).latestTag,
          log,
        })
      : null;
  const mailTimer = config.SMTP_URL
    ? setInterval(
        () => void ctx.mail.deliverPending().catch((err: unknown) => log.error({ err }, 'mail')),
        5000,
      )
    : null;
  mailTimer?.unref();
  // The main thread's garbage bounded by what is live (the worker threads pace their own).
  const heapKeeper = keepHeap({ growthMb: config.HEAP_KEEP_GROWTH_MB });
  step('control channel');
  log.info({ address, ms: Math.round(performance.now() - started), steps }, 'server ready');

  return {
    app,
    url: address,
    close: async () => {
      if (mailTimer) clearInterval(mailTimer);
      heapKeeper?.stop();
      try {
        await control?.close();
        await app.close();
        await database.close();
      } finally {
        // Whatever failed on the way down, the data folder is free for the next process.
        await claim?.release();
      }
    },
  };
};
