import type { Database, DatabaseEngine } from '../../db/database.js';
import { noteChanges } from '../../infra/changes.js';
import { reportRecalculation } from '../../infra/metrics.js';
import { computeStandingsSets } from './compute-standings-sets.js';
import {
  recalculateSeasonInDatabase,
  recalculateSeasons,
  recalculateSeasonsOverlapped,
  type RecalculationMode,
  type RecalculationProgress,
  type SeasonRecalculation,
} from './recalculate-seasons.js';
import type { RatingThread } from './rating-thread.js';
import {
  recalculateSkill,
  type SkillRecalculation,
  type SkillRecalculationMode,
} from '../skill/recalculate-skill.js';
import { warmNameOrder } from './season-riders.js';

/**
 * The rating's work, run where the runner chooses. The work functions (recalculate-seasons.ts,
 * compute-standings-sets.ts) know no thread; the runner is given the rating thread (the app's context
 * makes it) and decides:
 * - a connected thread (PostgreSQL with RATING_THREAD): every recalculation and organizer's table runs
 *   there, with its own connections; several seasons two at once;
 * - a thread without connections (PGlite with RATING_THREAD): a recalculation of several seasons reads
 *   and writes them here while the thread scores them, one season behind (they overlap); one season,
 *   and organizers' tables, here;
 * - no thread: everything here; on PostgreSQL several seasons two at once.
 */
export type RatingRunner = {
  /** Where a recalculation of several seasons runs (for the log and the tests). */
  readonly seasonsRunIn: 'in the thread' | 'here, scored in the thread' | 'here';
  /** Recalculates one season, in one transaction. */
  recalculateSeason: (year: number, mode?: RecalculationMode) => Promise<SeasonRecalculation>;
  /**
   * Recalculates the given seasons (every season with protocols when none are given), reporting
   * progress after each; the answer is in the order of the years.
   */
  recalculateSeasons: (
    years?: number[],
    onProgress?: RecalculationProgress,
    mode?: RecalculationMode,
  ) => Promise<SeasonRecalculation[]>;
  /** Computes an organizer's missing or outdated tables (standings-sets.ts decides when). */
  computeStandingsSets: (year: number, organizerId: number, clusterAgeCategoryId: number) => Promise<void>;
  /**
   * Brings the skill rating up to date (skill/recalculate-skill.ts): in the connected thread, so that its
   * replay and its writes (seconds after a protocol on an early day) do not hold the main thread that
   * answers readers (bench:load's CPU profile found them there); here otherwise.
   */
  recalculateSkill: (mode?: SkillRecalculationMode) => Promise<SkillRecalculation>;
  /**
   * Reads and ranks every rider while nobody waits (at start), where recalculations will need them,
   * and starts the thread.
   */
  warm: () => Promise<void>;
};

/**
 * How many seasons a recalculation of several runs at once on PostgreSQL: the database reads and
 * writes one while the other is scored, on the two cores (three at once was slower).
 */
const SEASONS_AT_ONCE = 2;

/**
 * Wherever a season was recalculated, its answers go, and those of the protocols and riders whose
 * points or places moved (noted for the read path, in the request's or the job's scope).
 */
const noted = (done: SeasonRecalculation): SeasonRecalculation => {
  noteChanges({ season: [done.year], protocol: done.reach.protocols, rider: done.reach.riders });
  reportRecalculation(done.ms);
  return done;
};

/** The runner below, each recalculation noted. */
export const createRatingRunner = (options: {
  db: Database;
  engine: DatabaseEngine;
  thread: RatingThread | null;
}): RatingRunner => {
  const runner = createRunner(options);
  return {
    ...runner,
    recalculateSeason: async (year, mode) => noted(await runner.recalculateSeason(year, mode)),
    recalculateSeasons: async (years, onProgress, mode) =>
      (await runner.recalculateSeasons(years, onProgress, mode)).map(noted),
  };
};

const createRunner = ({
  db,
  engine,
  thread,
}: {
  db: Database;
  engine: DatabaseEngine;
  thread: RatingThread | null;
}): RatingRunner => {
  const atOnce = engine === 'postgres' ? SEASONS_AT_ONCE : 1;
  if (thread?.connected) {
    return {
      seasonsRunIn: 'in the thread',
      recalculateSeason: (year, mode = {}) => thread.recalculate(year, mode),
      recalculateSeasons: (years, onProgress, mode = {}) =>
        recalculateSeasons(db, years, onProgress, mode, {
          atOnce,
          // The thread keeps the riders it read for every task: nothing to share from here.
          recalculate: (year, seasonMode) => thread.recalculate(year, seasonMode),
        }),
      computeStandingsSets: (year, organizerId, categoryId) =>
        thread.computeStandingsSets(year, organizerId, categoryId),
      recalculateSkill: (mode = {}) => thread.recalculateSkill(mode),
      warm: () => thread.warm(),
    };
  }
  return {
    seasonsRunIn: thread ? 'here, scored in the thread' : 'here',
    recalculateSeason: (year, mode = {}) => recalculateSeasonInDatabase(db, year, {}, mode),
    recalculateSeasons: (years, onProgress, mode = {}) =>
      // One season has nothing to overlap with: here, without sending it anywhere.
      thread && new Set(years ?? []).size !== 1
        ? recalculateSeasonsOverlapped(db, thread.score, years, onProgress, mode)
        : recalculateSeasons(db, years, onProgress, mode, { atOnce }),
    computeStandingsSets: (year, organizerId, categoryId) =>
      computeStandingsSets(db, year, organizerId, categoryId),
    recalculateSkill: (mode = {}) => recalculateSkill(db, mode),
    warm: async () => {
      await Promise.all([warmNameOrder(db), thread?.warm()]);
    },
  };
};
