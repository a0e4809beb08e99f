import type { JobView } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { presentJob } from '../jobs/present-job.js';
import { startRecalculation } from './recalculation-job.js';

/** PATCH /v1/Statistic/recalculate-ratings: a season (or all of them) recalculated in the background. */
export const recalculateRatings = async (
  ctx: AppContext,
  user: AuthUser,
  year: number | null | undefined,
): Promise<JobView> => presentJob(await startRecalculation(ctx, year ? [year] : undefined, user.id));
