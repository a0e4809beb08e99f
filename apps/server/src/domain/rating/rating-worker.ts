/**
 * The rating thread's entry (piscina loads its default export; rating-thread.ts sends the tasks).
 * Over a PostgreSQL connection of its own it recalculates a season, computes an organizer's tables or
 * brings the skill rating up to date,
 * away from the server's main thread; for PGlite, whose database lives in the main thread, it scores
 * the seasons the main thread reads and writes. Built as dist/rating-worker.js beside the server
 * bundle; run from source through tsx. The kept alphabetical order of the riders (season-riders.ts)
 * lives here then.
 */
import type { DatabaseHandle } from '../../db/database.js';
import { openDatabase } from '../../db/open-database.js';
import { yieldCpuToMainThread } from '../../lib/background-thread.js';
import { recalculateSkill } from '../skill/recalculate-skill.js';
import { computeStandingsSets } from './compute-standings-sets.js';
import { recalculateSeasonInDatabase, scoreSeasonRows } from './recalculate-seasons.js';
import { RIDERS_UNKNOWN, type RatingAnswer, type RatingTask, type RidersMessage } from './rating-tasks.js';
import type { SeasonRiders } from './season-data.js';
import { warmNameOrder } from './season-riders.js';

// Its work can wait: the main thread answering readers goes first when both want the CPU.
yieldCpuToMainThread();

let database: Promise<DatabaseHandle> | null = null;

const connection = async (databaseUrl: string) => {
  // The connections stay open for the thread's life (a few, as the tasks at once).
  database ??= openDatabase({ databaseUrl, maxConnections: 4 });
  return (await database).db;
};

/** The riders the main thread sent last (a recalculation of several seasons sends them once). */
let keptRiders: { key: number; riders: SeasonRiders } | null = null;

const ridersOf = ({ key, directory }: RidersMessage): SeasonRiders | null => {
  if (directory) keptRiders = { key, riders: directory };
  return keptRiders?.key === key ? keptRiders.riders : null;
};

export default async (task: RatingTask): Promise<RatingAnswer> => {
  switch (task.kind) {
    case 'start':
      return null;
    case 'warm':
      await warmNameOrder(await connection(task.databaseUrl));
      return null;
    case 'recalculate':
      return recalculateSeasonInDatabase(await connection(task.databaseUrl), task.year, {}, task.mode);
    case 'standingsSet':
      await computeStandingsSets(
        await connection(task.databaseUrl),
        task.year,
        task.organizerId,
        task.clusterAgeCategoryId,
      );
      return null;
    case 'skill':
      return recalculateSkill(await connection(task.databaseUrl), task.mode);
    case 'score': {
      const riders = ridersOf(task.riders);
      return riders ? scoreSeasonRows(task.rows, riders, task.options) : RIDERS_UNKNOWN;
    }
  }
};
