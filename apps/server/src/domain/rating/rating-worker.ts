/**
 * The rating thread's entry (piscina loads its default export; rating-thread.ts sends the tasks).
 * Over a PostgreSQL connection of its own, or over a port to PGlite's own thread (PGLITE_THREAD), it
 * recalculates a season, computes an organizer's tables or brings the skill rating up to date, away
 * from the server's main thread; for PGlite in the main thread it scores the seasons the main thread
 * reads and writes. Built as dist/rating-worker.js beside the server
 * bundle; run from source through tsx. The kept alphabetical order of the riders (season-riders.ts)
 * lives here then.
 */
import { workerData } from 'piscina';
import type { DatabaseHandle } from '../../db/database.js';
import { openDatabase } from '../../db/open-database.js';
import { yieldCpuToMainThread } from '../../lib/background-thread.js';
import { recalculateSkill } from '../skill/recalculate-skill.js';
import { computeStandingsSets } from './compute-standings-sets.js';
import { recalculateSeasonInDatabase, scoreSeasonRows } from './recalculate-seasons.js';
import {
  NO_PGLITE_PORT,
  RIDERS_UNKNOWN,
  type RatingAnswer,
  type RatingConnection,
  type RatingTask,
  type RatingThreadData,
  type RidersMessage,
} from './rating-tasks.js';
import type { SeasonRiders } from './season-data.js';
import { warmNameOrder } from './season-riders.js';

// Its work can wait: the main thread answering readers goes first when both want the CPU. Not over
// a port to PGlite's thread: there a season's scoring runs inside its transaction, which holds the
// one database every reader's query waits for, and a lowered priority would hold it longer.
if (!(workerData as RatingThreadData | undefined)?.holdsPgliteLock) yieldCpuToMainThread();

let database: Promise<DatabaseHandle> | null = null;

const connection = async (to: RatingConnection) => {
  // The connections (or the port to PGlite's thread) stay open for the thread's life.
  if ('databaseUrl' in to)
    database ??= openDatabase({ databaseUrl: to.databaseUrl, maxConnections: 4, keepStatements: false });
  else if (to.pglitePort) database ??= openDatabase({ pglitePort: to.pglitePort });
  if (!database) throw new Error(NO_PGLITE_PORT);
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
      await warmNameOrder(await connection(task.connection));
      return null;
    case 'recalculate':
      return recalculateSeasonInDatabase(await connection(task.connection), task.year, {}, task.mode);
    case 'standingsSet':
      await computeStandingsSets(
        await connection(task.connection),
        task.year,
        task.organizerId,
        task.clusterAgeCategoryId,
      );
      return null;
    case 'skill':
      return recalculateSkill(await connection(task.connection), task.mode);
    case 'score': {
      const riders = ridersOf(task.riders);
      return riders ? scoreSeasonRows(task.rows, riders, task.options) : RIDERS_UNKNOWN;
    }
  }
};
