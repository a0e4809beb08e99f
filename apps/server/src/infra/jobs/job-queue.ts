import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/database.js';
import { jobs } from '../../db/schema/index.js';
import { JOB_PAYLOADS, type JobPayloadInput, type JobType } from './job-types.js';

export type Job = typeof jobs.$inferSelect;

export type EnqueueOptions = {
  /** Puts the job off until then (a retry later, a wait for something else). */
  runAfter?: Date;
  /** Tries before the job fails for good (3 unless said). */
  maxAttempts?: number;
  /** Another job this one waits for: it is not claimed while that one is queued or running. */
  after?: number | null;
};

type EmptyPayload = Record<string, never>;
/** A payload every field of which is optional may be left out. */
type EnqueueArgs<T extends JobType> =
  EmptyPayload extends JobPayloadInput<T>
    ? [payload?: JobPayloadInput<T>, executor?: Executor, options?: EnqueueOptions]
    : [payload: JobPayloadInput<T>, executor?: Executor, options?: EnqueueOptions];

/**
 * A job that runs longer than this is taken for one whose process died (its row stays 'running'):
 * the jobs waiting for it go on.
 */
const AFTER_LEASE_MINUTES = 10;

/**
 * Queues a job in the caller's transaction (or on its own): a rolled-back change queues nothing. The
 * payload is checked against its type's schema here too, so a wrong one fails where it is written.
 */
export const insertJob = async <T extends JobType>(
  executor: Executor,
  type: T,
  payload: JobPayloadInput<T> | undefined,
  options: EnqueueOptions = {},
): Promise<Job> => {
  const parsed: unknown = JOB_PAYLOADS[type].parse(payload ?? {});
  const [job] = await executor
    .insert(jobs)
    .values({
      type,
      payload: parsed as Record<string, unknown>,
      ...(options.runAfter ? { runAfter: options.runAfter } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      ...(options.after ? { afterJobId: options.after } : {}),
    })
    .returning();
  return job!;
};

export type JobQueue = {
  /** Queues a job of a registered type, its payload typed by the type's schema. */
  enqueue: <T extends JobType>(type: T, ...args: EnqueueArgs<T>) => Promise<Job>;
  /** Takes the oldest due job of the given types, if any, and marks it running. */
  claim: (types: string[]) => Promise<Job | null>;
  /** Takes this queued job now, due or not (its creator runs it at once); null when it is not queued. */
  claimById: (id: number) => Promise<Job | null>;
  reportProgress: (id: number, progress: number, total: number) => Promise<void>;
  complete: (id: number, result?: unknown) => Promise<void>;
  /** A failed run: queued again later while tries are left, unless `retry` is false (it would fail again). */
  fail: (id: number, error: Error, options?: { retry?: boolean }) => Promise<void>;
  find: (id: number) => Promise<Job | null>;
  /**
   * A queued job of the type (due by `dueBy`, when given): a schedule made sure of once. `lock`: its
   * row locked until the caller's transaction ends, so no runner claims it before what the caller
   * wrote for it is committed (the runners skip locked rows).
   */
  findQueued: (
    type: JobType,
    options?: { dueBy?: Date; executor?: Executor; lock?: boolean },
  ) => Promise<Job | null>;
};

/**
 * A job table claimed with FOR UPDATE SKIP LOCKED: several server processes can share the
 * queue without taking the same job twice.
 */
export const createJobQueue = (db: Database): JobQueue => {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const claimed = {
    status: 'running' as const,
    lockedBy: workerId,
    lockedAt: sql`now()`,
    startedOn: sql`coalesce(${jobs.startedOn}, now())`,
    attempts: sql`${jobs.attempts} + 1`,
  };

  return {
    enqueue: (type, ...[payload, executor = db, options = {}]) => insertJob(executor, type, payload, options),

    async claim(types) {
      if (types.length === 0) return null;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`
        update jobs set
          status = 'running',
          locked_by = ${workerId},
          locked_at = now(),
          started_on = coalesce(started_on, now()),
          attempts = attempts + 1
        where id = (
          select candidate.id from jobs candidate
          where candidate.status = 'queued' and candidate.run_after <= now()
            and candidate.type in (${sql.join(
              types.map((t) => sql`${t}`),
              sql`, `,
            )})
            and not exists (
              select 1 from jobs awaited
              where awaited.id = candidate.after_job_id
                and (awaited.status = 'queued'
                  or (awaited.status = 'running'
                    and awaited.locked_at > now() - make_interval(mins => ${AFTER_LEASE_MINUTES})))
            )
          order by candidate.run_after, candidate.id
          for update of candidate skip locked
          limit 1
        )
        returning id`,
      );
      const id = rows[0]?.id;
      if (id === undefined) return null;
      const [job] = await db
        .select()
        .from(jobs)
        .where(eq(jobs.id, Number(id)));
      return job ?? null;
    },

    async claimById(id) {
      const [job] = await db
        .update(jobs)
        .set(claimed)
        .where(and(eq(jobs.id, id), eq(jobs.status, 'queued')))
        .returning();
      return job ?? null;
    },

    async reportProgress(id, progress, total) {
      await db.update(jobs).set({ progress, total }).where(eq(jobs.id, id));
    },

    async complete(id, result) {
      await db
        .update(jobs)
        .set({ status: 'done', result: result ?? null, finishedOn: new Date(), lockedBy: null })
        .where(eq(jobs.id, id));
    },

    async fail(id, error, { retry = true } = {}) {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
      if (!job) return;
      const again = retry && job.attempts < job.maxAttempts;
      await db
        .update(jobs)
        .set({
          status: again ? 'queued' : 'failed',
          error: error.message.slice(0, 1000),
          lockedBy: null,
          // Back off a little more after each failed attempt.
          runAfter: new Date(Date.now() + job.attempts * 30_000),
          finishedOn: again ? null : new Date(),
        })
        .where(eq(jobs.id, id));
    },

    async find(id) {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
      return job ?? null;
    },

    async findQueued(type, { dueBy, executor = db, lock = false } = {}) {
      const query = executor
        .select()
        .from(jobs)
        .where(
          and(eq(jobs.type, type), eq(jobs.status, 'queued'), dueBy ? lte(jobs.runAfter, dueBy) : undefined),
        )
        .limit(1);
      const [job] = lock ? await query.for('update') : await query;
      return job ?? null;
    },
  };
};
