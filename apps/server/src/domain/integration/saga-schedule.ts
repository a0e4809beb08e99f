import { and, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { jobs } from '../../db/schema/index.js';

/** The job that processes the partner's packages: every due saga, one after another. */
export const SAGA_JOB = 'integration.process-sagas';

/**
 * Makes sure a processing job runs at `at` (now by default): unless one is already queued by then,
 * one is queued. The schedule lives in the job table, so it survives a restart.
 */
export const queueSagaProcessing = async (
  ctx: AppContext,
  at: Date = new Date(),
  executor: Executor = ctx.database.db,
): Promise<void> => {
  const [queued] = await executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.type, SAGA_JOB), eq(jobs.status, 'queued'), lte(jobs.runAfter, at)))
    .limit(1);
  if (!queued) await ctx.jobQueue.enqueue(SAGA_JOB, {}, executor, { runAfter: at });
};
