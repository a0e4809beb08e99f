import type { ThreadLoad } from './pglite-protocol.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema/index.js';
import type { MessagePort } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { SERVER_ROOT } from '../paths.js';

export type Schema = typeof schema;
/** One type for both engines (a union of the PGlite and node-postgres types breaks `.returning()`). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseEngine = 'pglite' | 'postgres';

/** What drizzle's pglite driver and this server call on an open transaction of PGlite's. */
export type PgliteTransaction = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (sql: string, options?: QueryOptions) => Promise<Results[]>;
  rollback: () => Promise<void>;
  readonly closed: boolean;
};

/**
 * What drizzle's pglite driver and this server call on PGlite: PGlite itself (in this thread), or its
 * client when it runs in a thread of its own (pglite-remote.ts, PGLITE_THREAD).
 */
export type PgliteClient = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (sql: string, options?: QueryOptions) => Promise<Results[]>;
  transaction: <T>(callback: (tx: PgliteTransaction) => Promise<T>) => Promise<T>;
  dumpDataDir: (compression?: 'none' | 'gzip' | 'auto') => Promise<Blob>;
  close: () => Promise<void>;
  /** A port over which another thread reaches the same PGlite (only when it runs in a thread of its own). */
  connectPort?: () => Promise<MessagePort>;
  /** How loaded PGlite's thread is (only when it runs in a thread of its own). */
  load?: () => Promise<ThreadLoad>;
};

export type DatabaseHandle = {
  db: Database;
  engine: DatabaseEngine;
  /** Applies the drizzle-kit migrations that are not applied yet. */
  migrate: () => Promise<void>;
  /**
   * Runs the start-up work (migrations, default administrator, demo data, recurring jobs) while
   * holding a lock that every server process on the same PostgreSQL takes: processes started
   * together do it one after another, and the later ones find it done. PGlite has one process.
   */
  withStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** The embedded engine, when it is the one in use (tests dump and restore it; the backup dumps it). */
  pglite?: PgliteClient;
  /** The PostgreSQL pool, when that engine is in use. */
  pool?: Pool;
};

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

type JournalEntry = { idx: number; tag: string; when: number };

export const readMigrationJournal = (): JournalEntry[] =>
  (
    JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;

/** Rows of a raw SQL query, typed by the caller (both drivers answer `{ rows }`). */
export const queryRows = async <T>(executor: Executor, query: SQL): Promise<T[]> =>
  ((await executor.execute(query)) as unknown as { rows: T[] }).rows;

export type MigrationState = { applied: number; latestTag: string };

/** How many migrations the database has, and the tag of the newest (for /api/health). */
export const readMigrationState = async (db: Database): Promise<MigrationState> => {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  const applied = Number(rows[0]?.count ?? 0);
  const journal = readMigrationJournal();
  return { applied, latestTag: journal[applied - 1]?.tag ?? 'none' };
};

/**
 * Whether the journal has a migration the database has not applied. Drizzle's migrator applies every
 * migration created after the newest one applied; with none, a start skips it (its schema and table
 * statements and its transaction) and only reads this one row.
 */
export const hasPendingMigrations = async (db: Database): Promise<boolean> => {
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return true;
  const [newest] = await queryRows<{ created_at: number | string | null }>(
    db,
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  const applied = Number(newest?.created_at ?? 0);
  return readMigrationJournal().some((entry) => entry.when > applied);
};
