import type { MessagePort } from 'node:worker_threads';
import type { ScoreOptions } from './recalculate-seasons.js';
import type { SeasonRiders, SeasonRows } from './season-data.js';
import type { SeasonScores } from './score-season.js';
import type {
  RecalculationMode,
  SeasonRecalculation,
  SkillRecalculation,
  SkillRecalculationMode,
} from '../../ports/rating.js';

/*
 * What the main thread asks of the rating thread (rating-thread.ts sends, rating-worker.ts answers):
 * plain data both ways.
 */

/**
 * How the thread reaches the database: over PostgreSQL connections of its own, or over a port to
 * PGlite's thread (db/pglite-remote.ts), sent with its first task and kept (null in later tasks).
 */
export type RatingConnection = { databaseUrl: string } | { pglitePort: MessagePort | null };

/** What the thread is told when it starts. */
export type RatingThreadData = { holdsPgliteLock: boolean };

/** A task whose `pglitePort` the thread lacks (it was started again): send the port again. */
export const NO_PGLITE_PORT = 'the rating thread has no port to the PGlite thread';

/** The riders a season is scored with: sent once under a key, then named by it (52,000 of them). */
export type RidersMessage = { key: number; directory?: SeasonRiders };

export type RatingTask =
  | { kind: 'start' }
  | { kind: 'warm'; connection: RatingConnection }
  | { kind: 'recalculate'; connection: RatingConnection; year: number; mode: RecalculationMode }
  | {
      kind: 'standingsSet';
      connection: RatingConnection;
      year: number;
      organizerId: number;
      clusterAgeCategoryId: number;
    }
  | { kind: 'score'; rows: SeasonRows; riders: RidersMessage; options: ScoreOptions }
  | { kind: 'skill'; connection: RatingConnection; mode: SkillRecalculationMode };

/** The answer to a `score` task whose riders' key the thread does not know (it was restarted): send them. */
export const RIDERS_UNKNOWN = 'riders-unknown';

export type RatingAnswer =
  SeasonRecalculation | SeasonScores | SkillRecalculation | typeof RIDERS_UNKNOWN | null;
