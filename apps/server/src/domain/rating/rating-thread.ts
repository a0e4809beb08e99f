import { Piscina } from 'piscina';
import type { ScoreOptions } from './recalculate-seasons.js';
import type { MessagePort, Transferable } from 'node:worker_threads';
import {
  NO_PGLITE_PORT,
  RIDERS_UNKNOWN,
  type RatingAnswer,
  type RatingConnection,
  type RatingTask,
  type RatingThreadData,
  type RidersMessage,
} from './rating-tasks.js';
import type { SeasonRiders, SeasonRows } from './season-data.js';
import type { SeasonScores } from './score-season.js';
import type {
  RecalculationMode,
  SeasonRecalculation,
  SkillRecalculation,
  SkillRecalculationMode,
} from '../../ports/rating.js';

/**
 * Where the worker's entry is: beside this module when it runs from source (tsx, vitest), beside
 * the bundle when it runs compiled (scripts/build.mjs builds dist/rating-worker.js next to main.js).
 */
const isSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(isSource ? './rating-worker.ts' : './rating-worker.js', import.meta.url);

/**
 * The rating thread (issue 16), one worker thread for the process's life, started on first use. It
 * only carries tasks: the rating runner (rating-runner.ts) decides which work it gets.
 * - With a PostgreSQL URL it has connections of its own, and with PGlite in a thread of its own
 *   (PGLITE_THREAD) a port to that thread: a season's recalculation, an organizer's tables and the
 *   skill rating run there whole, so the server's main thread keeps answering while they run
 *   (reading a season, ranking it and writing it took the main thread for seconds, bench:load).
 * - Without either (PGlite lives in the main thread's memory) it scores the seasons the main thread
 *   reads and writes (issue 40), so that the two overlap.
 */
export type RatingThread = {
  /** Whether it has connections of its own (then `warm`, `recalculate` and `computeStandingsSets` work). */
  readonly connected: boolean;
  /**
   * Starts the thread and, when it is connected, has it rank every rider while nobody waits, so the
   * first upload after a start finds both ready (the server calls it once the database is migrated).
   */
  warm: () => Promise<void>;
  recalculate: (year: number, mode: RecalculationMode) => Promise<SeasonRecalculation>;
  computeStandingsSets: (year: number, organizerId: number, clusterAgeCategoryId: number) => Promise<void>;
  /** Brings the skill rating up to date over its own connection (skill/recalculate-skill.ts). */
  recalculateSkill: (mode: SkillRecalculationMode) => Promise<SkillRecalculation>;
  /** Scores a season read elsewhere (recalculate-seasons.ts `ScoreSeason`). */
  score: (rows: SeasonRows, riders: SeasonRiders, options: ScoreOptions) => Promise<SeasonScores | null>;
  close: () => Promise<void>;
  /** How many recalculations, tables and scorings the thread has finished (for the log and the tests). */
  readonly finished: number;
};

export const startRatingThread = ({
  databaseUrl,
  pglitePort,
}: {
  databaseUrl?: string | null;
  /** A new port to PGlite's thread (db/pglite-remote.ts `connectPort`), when PGlite runs in one. */
  pglitePort?: (() => Promise<MessagePort>) | null;
} = {}): RatingThread => {
  let pool: Piscina<RatingTask, RatingAnswer> | null = null;
  let finished = 0;
  const poolOf = () =>
    (pool ??= new Piscina<RatingTask, RatingAnswer>({
      filename: WORKER_URL.href,
      name: 'default',
      // One thread, for the process's life: the riders' alphabetical order it keeps serves every
      // recalculation and table, and the first upload after a start does not wait for it to start.
      minThreads: 1,
      maxThreads: 1,
      // A season's recalculation waits on the database most of the time; tables are computed beside it.
      concurrentTasksPerWorker: 4,
      workerData: { holdsPgliteLock: Boolean(pglitePort) && !databaseUrl } satisfies RatingThreadData,
      ...(isSource ? { execArgv: ['--import', 'tsx'] } : {}),
    }));
  const run = (task: RatingTask, transferList: Transferable[] = []) =>
    poolOf()
      .run(task, { transferList: transferList as never })
      .finally(() => {
        finished += 1;
      });
  /** Settled once the task carrying the port to PGlite's thread is queued (later tasks come after it). */
  let portSent: Promise<void> | null = null;
  const sendPort = (make: (connection: RatingConnection) => RatingTask): Promise<RatingAnswer> => {
    let answer: Promise<RatingAnswer> | null = null;
    const sent = pglitePort!().then((port) => {
      answer = run(make({ pglitePort: port }), [port]);
    });
    portSent = sent.catch(() => {
      portSent = null;
    });
    return sent.then(() => answer!);
  };
  /** Runs a task that needs the database, over whichever connection the thread has. */
  const runConnected = async (make: (connection: RatingConnection) => RatingTask): Promise<RatingAnswer> => {
    if (databaseUrl) return run(make({ databaseUrl }));
    if (!pglitePort) throw new Error('the rating thread has no database connection of its own');
    if (!portSent) return sendPort(make);
    await portSent;
    try {
      return await run(make({ pglitePort: null }));
    } catch (error) {
      // The thread was started again and lost its port: give it a new one, once.
      if (!(error instanceof Error && error.message === NO_PGLITE_PORT)) throw error;
      return sendPort(make);
    }
  };
  /** The riders sent last, under their key: a recalculation of several seasons sends them once. */
  let sent: { key: number; riders: SeasonRiders } | null = null;
  let nextKey = 0;
  const ridersMessage = (riders: SeasonRiders, resend: boolean): RidersMessage => {
    if (!resend && sent?.riders === riders) return { key: sent.key };
    if (sent?.riders !== riders) sent = { key: (nextKey += 1), riders };
    return { key: sent.key, directory: riders };
  };
  return {
    connected: Boolean(databaseUrl || pglitePort),
    get finished() {
      return finished;
    },
    warm: async () => {
      if (databaseUrl || pglitePort) await runConnected((connection) => ({ kind: 'warm', connection }));
      else await poolOf().run({ kind: 'start' });
    },
    recalculate: async (year, mode) =>
      (await runConnected((connection) => ({
        kind: 'recalculate',
        connection,
        year,
        mode,
      }))) as SeasonRecalculation,
    computeStandingsSets: async (year, organizerId, clusterAgeCategoryId) => {
      await runConnected((connection) => ({
        kind: 'standingsSet',
        connection,
        year,
        organizerId,
        clusterAgeCategoryId,
      }));
    },
    recalculateSkill: async (mode) =>
      (await runConnected((connection) => ({ kind: 'skill', connection, mode }))) as SkillRecalculation,
    score: async (rows, riders, options) => {
      const answer = await run({ kind: 'score', rows, riders: ridersMessage(riders, false), options });
      if (answer !== RIDERS_UNKNOWN) return answer as SeasonScores | null;
      // Another recalculation's riders came between, or the thread was started again: send them.
      return (await run({
        kind: 'score',
        rows,
        riders: ridersMessage(riders, true),
        options,
      })) as SeasonScores | null;
    },
    close: async () => {
      const current = pool;
      pool = null;
      await current?.destroy();
    },
  };
};
