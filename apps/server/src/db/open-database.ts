import path from 'node:path';
import type { MessagePort } from 'node:worker_threads';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'drizzle-orm';
import * as schema from './schema/index.js';
import {
  hasPendingMigrations,
  MIGRATIONS_DIR,
  type Database,
  type DatabaseHandle,
  type PgliteClient,
} from './database.js';
import { connectPgliteOverPort, startPgliteThread } from './pglite-remote.js';
import { withKeptStatements } from './pglite-statements.js';
import { keepPoolStatements } from './postgres-statements.js';

export type OpenDatabaseOptions = {
  /** postgres://… for a PostgreSQL server; unset = embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; 'memory' keeps them in memory (tests). */
  pgliteDir?: string | 'memory';
  /** Load a dumped PGlite data directory instead of running initdb (tests). */
  pgliteLoadDataDir?: Blob;
  /**
   * PGlite in a worker thread of its own (pglite-remote.ts), so that its queries do not hold the
   * thread that answers requests. Unset: in this thread, as scripts and most tests use it.
   */
  pgliteThread?: boolean;
  /**
   * PGlite's thread as another thread reaches it (the rating thread): a port from the server's
   * `connectPort`. Migrations are the server's; this side only queries.
   */
  pglitePort?: MessagePort;
  /** Told when PGlite's thread ends by itself (a crash): every query from then on fails. */
  onPgliteCrash?: (error: Error) => void;
  /** PostgreSQL: the most connections open at once (10). */
  maxConnections?: number;
  /**
   * PostgreSQL: statements kept under names per connection (postgres-statements.ts); on unless
   * false. The rating thread's pool goes without: its statements' parameters pick very different
   * amounts of rows, where a generic plan costs (as measured on PGlite's kept statements).
   */
  keepStatements?: boolean;
  /** Sees every query Drizzle sends (the API benchmark captures a call's SQL with it). */
  logger?: Logger;
};

/** Key of the session-level advisory lock held during start-up (any constant shared by all processes). */
const STARTUP_LOCK_KEY = 7_204_118_015;

// node-postgres returns bigint and numeric as strings; PGlite returns numbers. Make them agree.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

const openPglite = async (options: OpenDatabaseOptions): Promise<DatabaseHandle> => {
  const dir = options.pgliteDir ?? 'memory';
  if (dir !== 'memory') mkdirSync(path.dirname(dir), { recursive: true });
  const client: PgliteClient = options.pglitePort
    ? connectPgliteOverPort(options.pglitePort)
    : options.pgliteThread
      ? await startPgliteThread({
          dataDir: dir,
          loadDataDir: options.pgliteLoadDataDir,
          onCrash: options.onPgliteCrash,
        })
      : withKeptStatements(
          await PGlite.create({
            ...(dir === 'memory' ? {} : { dataDir: dir }),
            extensions: { pg_trgm },
            ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
          }),
        );
  // Drizzle's driver calls query, exec and transaction, which both clients offer alike.
  const driverClient = client as unknown as PGlite;
  const db = drizzlePglite({
    client: driverClient,
    schema,
    ...(options.logger ? { logger: options.logger } : {}),
  }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    close: () => client.close(),
    migrate: async () => {
      if (await hasPendingMigrations(db))
        await migratePglite(drizzlePglite({ client: driverClient, schema }), {
          migrationsFolder: MIGRATIONS_DIR,
        });
    },
    withStartupLock: (work) => work(),
    pglite: client,
  };
};

const openPostgres = async (
  databaseUrl: string,
  logger?: Logger,
  maxConnections = 10,
  keepStatements = true,
): Promise<DatabaseHandle> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: maxConnections });
  if (keepStatements) keepPoolStatements(pool);
  // Fail fast with a clear message if the server is not there.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres({ client: pool, schema, ...(logger ? { logger } : {}) }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    pool,
    close: () => pool.end(),
    migrate: async () => {
      if (await hasPendingMigrations(db))
        await migratePostgres(drizzlePostgres({ client: pool, schema }), {
          migrationsFolder: MIGRATIONS_DIR,
        });
    },
    async withStartupLock(work) {
      // A connection of its own holds the lock; the work uses the pool's others.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        holder.release();
      }
    },
  };
};

/** Opens the configured engine. Migrations are applied by the caller (`handle.migrate()`). */
export const openDatabase = (options: OpenDatabaseOptions): Promise<DatabaseHandle> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl, options.logger, options.maxConnections, options.keepStatements)
    : openPglite(options);
