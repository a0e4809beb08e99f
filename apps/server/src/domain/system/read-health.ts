import type { HealthResponse } from '@velo/contracts';
import type { DatabaseHandle } from '../../db/database.js';
import { readDatabaseHealth } from './health-repository.js';

/** The health answer: the database engine, its version and the migrations applied, and the uptime. */
export const readHealth = async (
  { db, engine }: DatabaseHandle,
  startedAt: Date,
  now: Date = new Date(),
): Promise<HealthResponse> => {
  const database = await readDatabaseHealth(db);
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
