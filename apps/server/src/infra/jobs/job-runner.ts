import type { FastifyBaseLogger } from 'fastify';
import { collectChanges, type ChangeNotes } from '../changes.js';
import type { Job, JobQueue } from './job-queue.js';

export type JobContext = {
  job: Job;
  reportProgress: (progress: number, total: number) => Promise<void>;
};
export type JobHandler = (context: JobContext) => Promise<unknown>;

export type JobRunner = {
  register: (type: string, handler: JobHandler) => void;
  /** Runs due jobs until none is left (tests call this instead of waiting for the poller). */
  drain: () => Promise<number>;
  start: (intervalMs?: number) => void;
  /** Looks for due jobs now instead of at the next tick (no-op until started). */
  nudge: () => void;
  stop: () => Promise<void>;
};

/**
 * Polls the job table and runs one job at a time in this process; `onDone` follows each job with what
 * its work noted as changed (infra/changes.ts), so the read path drops only that.
 */
export const createJobRunner = (
  queue: JobQueue,
  log: FastifyBaseLogger,
  onDone: (changes: ChangeNotes) => Promise<void> = async () => {},
): JobRunner => {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  const runOne = async (): Promise<boolean> => {
    const job = await queue.claim([...handlers.keys()]);
    if (!job) return false;
    const handler = handlers.get(job.type)!;
    const { result, changes } = await collectChanges(async () => {
      try {
        return {
          ok: true as const,
          value: await handler({
            job,
            reportProgress: (progress, total) => queue.reportProgress(job.id, progress, total),
          }),
        };
      } catch (error) {
        return { ok: false as const, error };
      }
    });
    // What a failed job noted may have been written before it failed: it goes too.
    await onDone(changes);
    if (result.ok) {
      await queue.complete(job.id, result.value);
      log.info({ jobId: job.id, type: job.type }, 'job done');
    } else {
      log.error({ jobId: job.id, type: job.type, err: result.error }, 'job failed');
      await queue.fail(job.id, result.error as Error);
    }
    return true;
  };

  const drain = async () => {
    let count = 0;
    while (await runOne()) count += 1;
    return count;
  };

  let tick: (() => void) | null = null;

  return {
    register(type, handler) {
      handlers.set(type, handler);
    },
    drain,
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
