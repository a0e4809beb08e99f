import type { Tag } from '../infra/cache-tags.js';

/*
 * The rating's faces that the server's context (context.ts) exposes: what a route or a use case may
 * call on `ctx.rating`, `ctx.standingsTables` and `ctx.ratingThread`, and the values they answer. The
 * implementations stay in domain/rating/ (rating-runner.ts, standings-sets.ts, rating-thread.ts) and
 * domain/skill/recalculate-skill.ts; they import these types from here, so the context, and every
 * module that takes it, imports no rating code.
 */

/**
 * The rating's work, run where the runner chooses. The work functions (domain/rating/recalculate-seasons.ts,
 * compute-standings-sets.ts) know no thread; the runner is given the rating thread (the app's context
 * makes it) and decides:
 * - a connected thread (RATING_THREAD on PostgreSQL, or on PGlite in a thread of its own, PGLITE_THREAD):
 *   every recalculation, organizer's table and skill rating runs there, with its own connections (or
 *   its port to PGlite's thread); on PostgreSQL several seasons two at once;
 * - a thread without connections (PGlite in the main thread with RATING_THREAD): a recalculation of several seasons reads
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
  /** Computes an organizer's missing or outdated tables (domain/rating/standings-sets.ts decides when). */
  computeStandingsSets: (year: number, organizerId: number, clusterAgeCategoryId: number) => Promise<void>;
  /**
   * Brings the skill rating up to date (domain/skill/recalculate-skill.ts): in the connected thread, so that its
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

export type RecalculationMode = {
  /**
   * Start at the first race day that changed since the last recalculation (seasons.stale_from), when
   * the season records one: the days before it are as that recalculation left them (rating.md: a
   * protocol's Q reads only earlier days). Otherwise, and always without this flag, the whole season.
   */
  fromChangedDay?: boolean;
  /**
   * Leave the season's checkpoint (season-checkpoint.ts); on by default. A recalculation of several
   * seasons leaves it for the newest only: the others rarely get a protocol, and a first one sums
   * their season as before and leaves a checkpoint then (a tenth of a second per season saved).
   */
  checkpoint?: boolean;
  /**
   * A national table of at least this many rows, rewritten whole, is written beside the current one
   * with no transaction open, and the write transaction only makes it current (national-table-repository.ts).
   * The runner sets it on PGlite, where a transaction holds every reader's query; PostgreSQL's readers
   * read the previous rows meanwhile, and it writes in place.
   */
  stageTablesFrom?: number;
};

export type SeasonRecalculation = {
  year: number;
  /** The first race day recalculated when the days before it were kept (an incremental recalculation). */
  fromDay: string | null;
  protocols: number;
  results: number;
  changedResults: number;
  /** The protocols and riders whose points or places moved (the read path drops their answers). */
  reach: ScoresReach;
  ms: number;
  /**
   * Where the time went: reading the season, the engine, writing what changed (ms), and within the
   * write. With the engine in another thread, its time overlaps this thread's reading and writing.
   * `stageMs`: writing the national table beside the current one, with no transaction open, and
   * deleting the table it replaced (`RecalculationMode.stageTablesFrom`; 0 when it was written in place).
   */
  phases: { readMs: number; computeMs: number; writeMs: number; stageMs: number; write: WritePhases };
};

/** Progress after each season: how many are done of how many, and the last one. */
export type RecalculationProgress = (
  done: number,
  total: number,
  last: SeasonRecalculation,
) => Promise<void> | void;

/** The protocols and riders whose answers a recalculation changed (the read path drops them). */
export type ScoresReach = { protocols: number[]; riders: number[] };

/**
 * Where a write's time went (ms): result rows and coefficients, the national table, the counting
 * protocols' gains (a rider's place history reads them), the season's row.
 */
export type WritePhases = { resultsMs: number; tableMs: number; gainsMs: number; seasonMs: number };

export type SkillRecalculation = {
  /** The first race day replayed; null for every race (a full recalculation). */
  fromDay: string | null;
  races: number;
  results: number;
  /** Rider-and-family ratings written, and removed (no rated race left). */
  written: number;
  removed: number;
  /** The rows the write touched (a full recalculation writes only the rows that changed). */
  writes: { inserted: number; updated: number; deleted: number };
  ms: number;
  phases: { readMs: number; computeMs: number; writeMs: number };
};

/**
 * `full`: every race since 2018, whatever skill_state says. `inPieces`: the new ratings written a
 * thousand rows a statement with no transaction around them, where a transaction holds every other
 * query (PGlite, one session: the rating runner says so); readers then see some riders' new numbers
 * and others' old ones for the seconds the write takes (recalculate-skill.ts).
 */
export type SkillRecalculationMode = { full?: boolean; inPieces?: boolean };

export type StandingsTables = {
  /**
   * Makes sure the organizer's table (categoryId 0) or the series table of one of its age categories
   * is in `standings` for the season, and says whether it shows the season as it is.
   */
  ensure: (year: number, organizerId: number, clusterAgeCategoryId: number) => Promise<TableFreshness>;
};

/** Whether a table read now shows the season as it is, or as it was before the last recalculation. */
export type TableFreshness =
  | { outdated: false }
  /** Shown as it was: its answers may be kept until the table has been computed again, under `tag`. */
  | { outdated: true; tag: Tag };

/**
 * What the context shows of the rating thread (domain/rating/rating-thread.ts `RatingThread`): the
 * composition root hands the whole thread to the runner, and keeps this to warm and close it.
 */
export type RatingThreadHandle = {
  /** Whether it has connections of its own (then it recalculates and computes tables there). */
  readonly connected: boolean;
  /** Starts the thread and, when it is connected, has it rank every rider while nobody waits. */
  warm: () => Promise<void>;
  close: () => Promise<void>;
  /** How many recalculations, tables and scorings the thread has finished (for the log and the tests). */
  readonly finished: number;
};
