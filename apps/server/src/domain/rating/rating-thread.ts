import { Piscina } from 'piscina';
import type { Executor } from '../../db/database.js';
import type { RatingTask } from './rating-worker.js';
import type { RecalculationMode, SeasonRecalculation } from './recalculate-seasons.js';

/**
 * Where the worker's entry is: beside this module when it runs from source (tsx, vitest), beside
 * the bundle when it runs compiled (scripts/build.mjs builds dist/rating-worker.js next to main.js).
 */
const isSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(isSource ? './rating-worker.ts' : './rating-worker.js', import.meta.url);

/**
 * The rating thread (issue 16): on PostgreSQL a season's recalculation and an organizer's tables are
 * computed in a worker thread with connections of its own, so the server's main thread keeps
 * answering while they run. Reading a season (hundreds of thousands of rows), ranking it and writing
 * it took the main thread for seconds after each upload, and every request waited (bench:load).
 * PGlite lives in the main thread's memory: there they run in the main thread as before.
 */
export type RatingThread = {
  /**
   * Starts the thread and has it rank every rider while nobody waits, so the first upload after a
   * start finds both ready (the server calls it once the database is migrated).
   */
  warm: () => Promise<void>;
  recalculate: (year: number, mode: RecalculationMode) => Promise<SeasonRecalculation>;
  computeStandingsSets: (year: number, organizerId: number, clusterAgeCategoryId: number) => Promise<void>;
  close: () => Promise<void>;
  /** How many recalculations and tables the thread has finished (for the log and the tests). */
  readonly finished: number;
};

/** A database's thread, by the database object its callers pass around (set by the app's context). */
const threads = new WeakMap<object, RatingThread>();

export const ratingThreadOf = (executor: Executor): RatingThread | null => threads.get(executor) ?? null;

export const startRatingThread = (db: Executor, databaseUrl: string): RatingThread => {
  let pool: Piscina<RatingTask, SeasonRecalculation | null> | null = null;
  let finished = 0;
  const poolOf = () =>
    (pool ??= new Piscina<RatingTask, SeasonRecalculation | null>({
      filename: WORKER_URL.href,
      name: 'default',
      // One thread, for the process's life: the riders' alphabetical order it keeps serves every
      // recalculation and table, and the first upload after a start does not wait for it to start.
      minThreads: 1,
      maxThreads: 1,
      // A season's recalculation waits on the database most of the time; tables are computed beside it.
      concurrentTasksPerWorker: 4,
      ...(isSource ? { execArgv: ['--import', 'tsx'] } : {}),
    }));
  const run = (task: RatingTask) =>
    poolOf()
      .run(task)
      .finally(() => {
        finished += 1;
      });
  const thread: RatingThread = {
    get finished() {
      return finished;
    },
    warm: async () => {
      await poolOf().run({ kind: 'warm', databaseUrl });
    },
    recalculate: async (year, mode) =>
      (await run({ kind: 'recalculate', databaseUrl, year, mode })) as SeasonRecalculation,
    computeStandingsSets: async (year, organizerId, clusterAgeCategoryId) => {
      await run({ kind: 'standingsSet', databaseUrl, year, organizerId, clusterAgeCategoryId });
    },
    close: async () => {
      threads.delete(db);
      const current = pool;
      pool = null;
      await current?.destroy();
    },
  };
  threads.set(db, thread);
  return thread;
};
