import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';

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
  const queued = await ctx.jobQueue.findQueued(SAGA_JOB, { dueBy: at, executor });
  if (!queued) await ctx.jobQueue.enqueue(SAGA_JOB, {}, executor, { runAfter: at });
};
