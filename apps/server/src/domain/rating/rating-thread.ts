import { Piscina } from 'piscina';
import type { ScoreOptions } from './recalculate-seasons.js';
import { RIDERS_UNKNOWN, type RatingAnswer, type RatingTask, type RidersMessage } from './rating-tasks.js';
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
 * - With a PostgreSQL URL it has connections of its own: a season's recalculation and an
 *   organizer's tables run there whole, so the server's main thread keeps answering while they run
 *   (reading a season, ranking it and writing it took the main thread for seconds, bench:load).
 * - Without one (PGlite lives in the main thread's memory) it scores the seasons the main thread
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

export const startRatingThread = ({ databaseUrl }: { databaseUrl?: string | null } = {}): RatingThread => {
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
      ...(isSource ? { execArgv: ['--import', 'tsx'] } : {}),
    }));
  const run = (task: RatingTask) =>
    poolOf()
      .run(task)
      .finally(() => {
        finished += 1;
      });
  const connectedUrl = () => {
    if (!databaseUrl) throw new Error('the rating thread has no database connection of its own');
    return databaseUrl;
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
    connected: Boolean(databaseUrl),
    get finished() {
      return finished;
    },
    warm: async () => {
      await poolOf().run(databaseUrl ? { kind: 'warm', databaseUrl } : { kind: 'start' });
    },
    recalculate: async (year, mode) =>
      (await run({ kind: 'recalculate', databaseUrl: connectedUrl(), year, mode })) as SeasonRecalculation,
    computeStandingsSets: async (year, organizerId, clusterAgeCategoryId) => {
      await run({
        kind: 'standingsSet',
        databaseUrl: connectedUrl(),
        year,
        organizerId,
        clusterAgeCategoryId,
      });
    },
    recalculateSkill: async (mode) =>
      (await run({ kind: 'skill', databaseUrl: connectedUrl(), mode })) as SkillRecalculation,
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
