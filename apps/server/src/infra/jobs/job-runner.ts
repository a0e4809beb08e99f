import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { describeError } from '../../lib/safe-error.js';
import { collectChanges, type ChangeNotes } from '../changes.js';
import type { Job, JobQueue } from './job-queue.js';
import { payloadProblems } from './job-types.js';

/** What a handler gets besides its payload: the job's row and a way to report progress. */
export type JobRun = {
  job: Job;
  reportProgress: (progress: number, total: number) => Promise<void>;
};

/** One job type as the runner runs it: its payload's schema and its handler. */
export type JobDefinition<S extends z.core.$ZodType = z.core.$ZodType> = {
  type: string;
  payload: S;
  handle: (payload: z.output<S>, run: JobRun) => Promise<unknown>;
};

/** How a job run in place went (`runNow`). */
export type RunNowOutcome =
  | { state: 'done'; result: unknown }
  | { state: 'failed'; error: Error }
  /** Not queued when asked: another process runs it or ran it, or it failed for good (`status`). */
  | { state: 'not-claimed'; status: Job['status'] | null };

export type JobRunner = {
  register: <S extends z.core.$ZodType>(definition: JobDefinition<S>) => void;
  /** The types registered, in the order they were. */
  types: () => string[];
  /** Runs due jobs until none is left (tests call this instead of waiting for the poller). */
  drain: () => Promise<number>;
  /** Runs this queued job here and now, due or not: its creator waits for it (the create's recalculation). */
  runNow: (id: number) => Promise<RunNowOutcome>;
  start: (intervalMs?: number) => void;
  /** Looks for due jobs now instead of at the next tick (no-op until started). */
  nudge: () => void;
  stop: () => Promise<void>;
};

type Outcome = { state: 'done'; result: unknown } | { state: 'failed'; error: Error };

/**
 * What a failed job keeps as its error (GET /v1/Job shows it): a database error's message repeats
 * its query and parameters, riders' names among them, so of it only the SQLSTATE is kept.
 */
const storedError = (error: Error): Error => {
  const safe = describeError(error);
  const sqlState = safe.sqlState ?? safe.cause?.sqlState;
  return sqlState ? new Error(`Ошибка базы данных (SQLSTATE ${sqlState})`) : error;
};

/**
 * Polls the job table and runs one job at a time in this process; `onDone` follows each job with what
 * its work noted as changed (infra/changes.ts), so the read path drops only that (a failed job's
 * notes too: what it noted may have been written before it failed).
 * A claimed job's payload is parsed with its type's schema first: one that does not parse fails the
 * job for good with the reason, and the runner goes on.
 */
export const createJobRunner = (
  queue: JobQueue,
  log: FastifyBaseLogger,
  onDone: (changes: ChangeNotes) => Promise<void> = async () => {},
): JobRunner => {
  const definitions = new Map<string, JobDefinition>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  const run = async (job: Job): Promise<Outcome> => {
    const definition = definitions.get(job.type);
    if (!definition) {
      const error = new Error(`Задача «${job.type}» не зарегистрирована`);
      log.error({ jobId: job.id, type: job.type }, 'job of an unknown type');
      await queue.fail(job.id, error, { retry: false });
      return { state: 'failed', error };
    }
    const parsed = z.safeParse(definition.payload, job.payload);
    if (!parsed.success) {
      const error = new Error(payloadProblems(job.type, parsed.error));
      log.error(
        {
          jobId: job.id,
          type: job.type,
          issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code })),
        },
        'job payload refused',
      );
      await queue.fail(job.id, error, { retry: false });
      return { state: 'failed', error };
    }
    const { result: outcome, changes } = await collectChanges(async () => {
      try {
        const result = await definition.handle(parsed.data, {
          job,
          reportProgress: (progress, total) => queue.reportProgress(job.id, progress, total),
        });
        return { ok: true as const, result };
      } catch (caught) {
        return { ok: false as const, error: caught instanceof Error ? caught : new Error(String(caught)) };
      }
    });
    // Dropped before the job is marked done: whoever waits for it reads the new answers.
    await onDone(changes);
    if (outcome.ok) {
      await queue.complete(job.id, outcome.result);
      log.info({ jobId: job.id, type: job.type }, 'job done');
      return { state: 'done', result: outcome.result };
    }
    log.error({ jobId: job.id, type: job.type, err: outcome.error }, 'job failed');
    await queue.fail(job.id, storedError(outcome.error));
    return { state: 'failed', error: outcome.error };
  };

  const runOne = async (): Promise<boolean> => {
    const job = await queue.claim([...definitions.keys()]);
    if (!job) return false;
    await run(job);
    return true;
  };

  const drain = async () => {
    let count = 0;
    while (await runOne()) count += 1;
    return count;
  };

  let tick: (() => void) | null = null;

  return {
    register(definition) {
      definitions.set(definition.type, definition as JobDefinition);
    },
    types: () => [...definitions.keys()],
    drain,
    async runNow(id) {
      const job = await queue.claimById(id);
      if (!job) return { state: 'not-claimed', status: (await queue.find(id))?.status ?? null };
      return run(job);
    },
    start(intervalMs = 2000) {
      if (timer) return;
      tick = () => {
        if (running) return;
        running = drain()
          .catch((error: unknown) => log.error({ err: error }, 'job polling failed'))
          .finally(() => {
            running = null;
          });
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    nudge() {
      setImmediate(() => tick?.());
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
};
