import type { AppContext } from '../../context.js';
import type { JobPayload } from '../../infra/jobs/job-types.js';
import { listStaleSeasons } from '../rating/list-stale-seasons.js';

/** The job the step after a protocol exists queues for the protocol's season. */
export const SEASON_RECALCULATION_JOB = 'rating.recalculate-stale-season';

/**
 * The job: the season from its first changed race day on (seasons.stale_from), as the upload's own
 * recalculation always was. A season that another recalculation brought up to date in between (an
 * administrator's, the one at start) is left as it is.
 */
export const recalculateStaleSeason = async (
  ctx: AppContext,
  { year }: JobPayload<typeof SEASON_RECALCULATION_JOB>,
) => {
  const stale = await listStaleSeasons(ctx.database.db);
  if (!stale.some((season) => season.year === year)) return { year, upToDate: true };
  const done = await ctx.rating.recalculateSeason(year, { fromChangedDay: true });
  return {
    year: done.year,
    fromDay: done.fromDay,
    protocols: done.protocols,
    results: done.results,
    changedResults: done.changedResults,
    ms: done.ms,
    // Where the time went: reading the season, the engine, writing what changed.
    phases: done.phases,
  };
};
