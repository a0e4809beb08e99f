import type { AppContext } from '../../context.js';
import type { JobPayload } from '../../infra/jobs/job-types.js';

export const RECALCULATION_JOB = 'rating.recalculate';

/** The job that recalculates seasons in the background and reports progress per season (domain/jobs/job-registry.ts). */
export const runRecalculationJob = async (
  ctx: AppContext,
  { years }: JobPayload<typeof RECALCULATION_JOB>,
  reportProgress: (finished: number, total: number) => Promise<void>,
) => {
  const done = await ctx.rating.recalculateSeasons(years, (finished, total) =>
    reportProgress(finished, total),
  );
  return {
    seasons: done.map(({ year, protocols, results, changedResults, ms }) => ({
      year,
      protocols,
      results,
      changedResults,
      ms,
    })),
  };
};

/** Starts a background recalculation of the given seasons (all, when none) and answers its job. */
export const startRecalculation = async (
  ctx: AppContext,
  years: number[] | undefined,
  requestedBy: number,
) => {
  const job = await ctx.jobQueue.enqueue(RECALCULATION_JOB, { ...(years ? { years } : {}), requestedBy });
  ctx.jobRunner.nudge();
  return job;
};

/** The seasons a change to riders moved, recalculated in the background: the job, and a sentence saying so. */
export const recalculateChangedSeasons = async (
  ctx: AppContext,
  seasons: number[],
  requestedBy: number,
): Promise<{ jobId: number | null; note: string }> => {
  if (seasons.length === 0) return { jobId: null, note: '' };
  const job = await startRecalculation(ctx, seasons, requestedBy);
  return { jobId: job.id, note: ` Рейтинг пересчитывается за ${seasons.join(', ')}.` };
};
