import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { jobs } from '../../db/schema/index.js';
import { insertJob } from './job-queue.js';
import type { JobType } from './job-types.js';

/** The jobs that run on a schedule: their payload is empty. */
export type RecurringJobType = Extract<
  JobType,
  'database.vacuum' | 'uploads.purge' | 'notifications.weekly-digest'
>;

/**
 * Keeps one queued job of a type in the table: called at start and by each run (whose own row is
 * 'running' then, so only a queued row counts as the next run), it enqueues the next run unless one
 * is already waiting. The schedule lives in the database, so several server processes do not
 * multiply it.
 */
export const ensureRecurringJob = async (
  db: Database,
  type: RecurringJobType,
  runAfter: Date,
): Promise<void> => {
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.type, type), eq(jobs.status, 'queued')))
    .limit(1);
  if (!waiting) await insertJob(db, type, {}, { runAfter });
};
