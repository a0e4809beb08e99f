import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/database.js';
import { jobs } from '../../db/schema/index.js';

export type Job = typeof jobs.$inferSelect;

export type JobQueue = {
  /** Queues a job; `runAfter` puts it off until then (a retry later, a wait for something else). */
  enqueue: (
    type: string,
    payload?: Record<string, unknown>,
    executor?: Executor,
    options?: { runAfter?: Date },
  ) => Promise<Job>;
  /** Takes the oldest due job of the given types, if any, and marks it running. */
  claim: (types: string[]) => Promise<Job | null>;
  reportProgress: (id: number, progress: number, total: number) => Promise<void>;
  complete: (id: number, result?: unknown) => Promise<void>;
  fail: (id: number, error: Error) => Promise<void>;
  find: (id: number) => Promise<Job | null>;
};

/**
 * A job table claimed with FOR UPDATE SKIP LOCKED: several server processes can share the
 * queue without taking the same job twice.
 */
export const createJobQueue = (db: Database): JobQueue => {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;

  return {
    async enqueue(type, payload = {}, executor = db, options = {}) {
      const [job] = await executor
        .insert(jobs)
        .values({ type, payload, ...(options.runAfter ? { runAfter: options.runAfter } : {}) })
        .returning();
      return job!;
    },

    async claim(types) {
      if (types.length === 0) return null;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`
        update ${jobs} set
          status = 'running',
          locked_by = ${workerId},
          locked_at = now(),
          started_on = coalesce(${jobs.startedOn}, now()),
          attempts = ${jobs.attempts} + 1
        where ${jobs.id} = (
          select id from ${jobs}
          where status = 'queued' and run_after <= now()
            and type in (${sql.join(
              types.map((t) => sql`${t}`),
              sql`, `,
            )})
          order by run_after, id
          for update skip locked
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

    async reportProgress(id, progress, total) {
      await db.update(jobs).set({ progress, total }).where(eq(jobs.id, id));
    },

    async complete(id, result) {
      await db
        .update(jobs)
        .set({ status: 'done', result: result ?? null, finishedOn: new Date(), lockedBy: null })
        .where(eq(jobs.id, id));
    },

    async fail(id, error) {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
      if (!job) return;
      const retry = job.attempts < job.maxAttempts;
      await db
        .update(jobs)
        .set({
          status: retry ? 'queued' : 'failed',
          error: error.message.slice(0, 1000),
          lockedBy: null,
          // Back off a little more after each failed attempt.
          runAfter: new Date(Date.now() + job.attempts * 30_000),
          finishedOn: retry ? null : new Date(),
        })
        .where(eq(jobs.id, id));
    },

    async find(id) {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
      return job ?? null;
    },
  };
};
