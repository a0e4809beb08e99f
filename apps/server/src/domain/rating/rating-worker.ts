/**
 * The rating thread's entry (piscina loads its default export): recalculates a season, or computes
 * an organizer's tables, away from the server's main thread, over a PostgreSQL connection of its own
 * (rating-thread.ts). Built as dist/rating-worker.js beside the server bundle; run from source
 * through tsx. The kept alphabetical order of the riders (season-repository.ts) lives here then.
 */
import type { DatabaseHandle } from '../../db/database.js';
import { openDatabase } from '../../db/open-database.js';
import {
  recalculateSeasonInDatabase,
  type RecalculationMode,
  type SeasonRecalculation,
} from './recalculate-seasons.js';
import { warmNameOrder } from './season-riders.js';
import { computeStandingsSets } from './standings-sets.js';

export type RatingTask =
  | { kind: 'warm'; databaseUrl: string }
  | { kind: 'recalculate'; databaseUrl: string; year: number; mode: RecalculationMode }
  | {
      kind: 'standingsSet';
      databaseUrl: string;
      year: number;
      organizerId: number;
      clusterAgeCategoryId: number;
    };

let database: Promise<DatabaseHandle> | null = null;

export default async (task: RatingTask): Promise<SeasonRecalculation | null> => {
  // The connections stay open for the thread's life (a few, as the tasks at once).
  database ??= openDatabase({ databaseUrl: task.databaseUrl, maxConnections: 4 });
  const { db } = await database;
  if (task.kind === 'warm') {
    await warmNameOrder(db);
    return null;
  }
  if (task.kind === 'recalculate') return recalculateSeasonInDatabase(db, task.year, {}, task.mode);
  await computeStandingsSets(db, task.year, task.organizerId, task.clusterAgeCategoryId);
  return null;
};
