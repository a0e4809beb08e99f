import { readFileSync } from 'node:fs';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.js';
import { openDatabase } from '../../src/db/open-database.js';
import * as schema from '../../src/db/schema/index.js';

let shared: Promise<DatabaseHandle> | null = null;

const workerDatabaseName = () => `velo_test_${process.env.VITEST_POOL_ID ?? '0'}`;

/** The address of this worker's PostgreSQL database (for a second connection of the app's), or null on PGlite. */
export const workerDatabaseUrl = (): string | null => {
  if (!process.env.TEST_DATABASE_URL) return null;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${workerDatabaseName()}`;
  return url.toString();
};

/** A PostgreSQL database of this worker's own, created afresh from TEST_DATABASE_URL. */
const openWorkerPostgres = async (baseUrl: string): Promise<DatabaseHandle> => {
  const name = workerDatabaseName();
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return handle;
};

/**
 * A migrated PGlite from the dump made once for the run: in this thread, or in a thread of its own
 * as a server runs it (PGLITE_THREAD). The PostgreSQL run makes no dump (global-setup.ts), and the
 * PGlite tests it runs again start from initdb and the migrations.
 */
export const openTestPglite = async (
  options: { thread?: boolean; onCrash?: (error: Error) => void } = {},
): Promise<DatabaseHandle> => {
  const dumpFile = inject('pgliteDumpFile') as string | undefined;
  const handle = await openDatabase({
    pgliteDir: 'memory',
    ...(dumpFile ? { pgliteLoadDataDir: new Blob([readFileSync(dumpFile)]) } : {}),
    pgliteThread: options.thread ?? false,
    ...(options.onCrash ? { onPgliteCrash: options.onCrash } : {}),
  });
  await handle.migrate();
  return handle;
};

/**
 * The database this test worker shares between its test files (never closed before exit). On PGlite
 * it runs in the test's own thread, unless TEST_PGLITE_THREAD=1 asks for a thread of its own, as the
 * server runs it (test/db/pglite-thread.test.ts proves that path through HTTP on every run).
 */
export const workerDatabase = (): Promise<DatabaseHandle> => {
  shared ??= process.env.TEST_DATABASE_URL
    ? openWorkerPostgres(process.env.TEST_DATABASE_URL)
    : openTestPglite({ thread: process.env.TEST_PGLITE_THREAD === '1' });
  return shared;
};

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/** Empties every table and restarts ids, so each test starts from a migrated, empty database. */
export const resetDatabase = async (handle: DatabaseHandle): Promise<void> => {
  await handle.db.execute(sql.raw(`truncate ${tableNames.join(', ')} restart identity cascade`));
};
