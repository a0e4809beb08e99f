import type { Database, DatabaseEngine } from '../../db/database.js';
import { noteChanges } from '../../infra/changes.js';
import { reportRecalculation } from '../../infra/metrics.js';
import { computeStandingsSets } from './compute-standings-sets.js';
import {
  recalculateSeasonInDatabase,
  recalculateSeasons,
  recalculateSeasonsOverlapped,
} from './recalculate-seasons.js';
import type { RatingThread } from './rating-thread.js';
import { recalculateSkill } from '../skill/recalculate-skill.js';
import { warmNameOrder } from './season-riders.js';
import type {
  RatingRunner,
  RecalculationMode,
  SeasonRecalculation,
  SkillRecalculationMode,
} from '../../ports/rating.js';

/**
 * How many seasons a recalculation of several runs at once on PostgreSQL: the database reads and
 * writes one while the other is scored, on the two cores (three at once was slower).
 */
const SEASONS_AT_ONCE = 2;

/**
 * On PGlite, a national table of at least this many rows rewritten whole is written beside the
 * current one (`RecalculationMode.stageTablesFrom`). A smaller one is written in place: its insert in
 * the write transaction is short, and staging costs a few statements more.
 */
const STAGE_TABLES_FROM = 5_000;

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
  // On PGlite a write transaction holds every reader's query: the skill rating's 50,000 rows after a
  // protocol early in a season are written in pieces instead (issue 35, read-path.md).
  const skillMode = (mode: SkillRecalculationMode): SkillRecalculationMode =>
    engine === 'pglite' ? { ...mode, inPieces: true } : mode;
  // And a season's national table rewritten whole is written beside the current one, in pieces, before
  // the short transaction that makes it current (national-table-repository.ts).
  const seasonMode = (mode: RecalculationMode): RecalculationMode =>
    engine === 'pglite' ? { stageTablesFrom: STAGE_TABLES_FROM, ...mode } : mode;
  if (thread?.connected) {
    return {
      seasonsRunIn: 'in the thread',
      recalculateSeason: (year, mode = {}) => thread.recalculate(year, seasonMode(mode)),
      recalculateSeasons: (years, onProgress, mode = {}) =>
        recalculateSeasons(db, years, onProgress, seasonMode(mode), {
          atOnce,
          // The thread keeps the riders it read for every task: nothing to share from here.
          recalculate: (year, seasonMode) => thread.recalculate(year, seasonMode),
        }),
      computeStandingsSets: (year, organizerId, categoryId) =>
        thread.computeStandingsSets(year, organizerId, categoryId),
      recalculateSkill: (mode = {}) => thread.recalculateSkill(skillMode(mode)),
      warm: () => thread.warm(),
    };
  }
  return {
    seasonsRunIn: thread ? 'here, scored in the thread' : 'here',
    recalculateSeason: (year, mode = {}) => recalculateSeasonInDatabase(db, year, {}, seasonMode(mode)),
    recalculateSeasons: (years, onProgress, mode = {}) =>
      // One season has nothing to overlap with: here, without sending it anywhere.
      thread && new Set(years ?? []).size !== 1
        ? recalculateSeasonsOverlapped(db, thread.score, years, onProgress, mode)
        : recalculateSeasons(db, years, onProgress, seasonMode(mode), { atOnce }),
    computeStandingsSets: (year, organizerId, categoryId) =>
      computeStandingsSets(db, year, organizerId, categoryId),
    recalculateSkill: (mode = {}) => recalculateSkill(db, skillMode(mode)),
    warm: async () => {
      await Promise.all([warmNameOrder(db), thread?.warm()]);
    },
  };
};
