import type { HealthResponse } from '@velo/contracts';
import type { Database, DatabaseHandle } from '../../db/database.js';
import { readDatabaseHealth } from './health-repository.js';

/**
 * How long the database's answer serves the next probes. A probe that read the database would wait
 * for a free connection (PostgreSQL's pool, PGlite's one queue) behind every reader's query, and
 * then measure the readers, not the server: within this time the probes share one read, so most of
 * them wait for the event loop only. A database gone is seen at the next read, a second later.
 */
const DATABASE_FRESH_MS = 1_000;

type DatabaseHealth = Awaited<ReturnType<typeof readDatabaseHealth>>;
const lastRead = new WeakMap<Database, { at: number; answer: Promise<DatabaseHealth> }>();

const databaseHealth = (db: Database, now: number): Promise<DatabaseHealth> => {
  const last = lastRead.get(db);
  if (last && now - last.at < DATABASE_FRESH_MS) return last.answer;
  const answer = readDatabaseHealth(db);
  lastRead.set(db, { at: now, answer });
  // A failed read is not given again: the next probe asks the database itself.
  answer.catch(() => {
    if (lastRead.get(db)?.answer === answer) lastRead.delete(db);
  });
  return answer;
};

/** The health answer: the database engine, its version and the migrations applied, and the uptime. */
export const readHealth = async (
  { db, engine }: DatabaseHandle,
  startedAt: Date,
  now: Date = new Date(),
): Promise<HealthResponse> => {
  const database = await databaseHealth(db, now.getTime());
  return {
    status: 'ok',
    database: {
      engine,
      serverVersion: database.serverVersion,
      migration: database.latestTag,
      migrationsApplied: database.applied,
    },
    uptimeSeconds: Math.round((now.getTime() - startedAt.getTime()) / 1000),
  };
};
