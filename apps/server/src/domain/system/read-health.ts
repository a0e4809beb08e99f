import type { HealthResponse } from '@velo/contracts';
import type { DatabaseHandle } from '../../db/database.js';
import { readMigrationState, readServerVersion } from '../../db/database.js';

/** The health answer: the database engine, its version and the migrations applied, and the uptime. */
export const readHealth = async (
  { db, engine }: DatabaseHandle,
  startedAt: Date,
  now: Date = new Date(),
): Promise<HealthResponse> => {
  const [migrations, serverVersion] = await Promise.all([readMigrationState(db), readServerVersion(db)]);
  return {
    status: 'ok',
    database: {
      engine,
      serverVersion,
      migration: migrations.latestTag,
      migrationsApplied: migrations.applied,
    },
    uptimeSeconds: Math.round((now.getTime() - startedAt.getTime()) / 1000),
  };
};
