import { INVALID_YEAR_MESSAGE, isSupportedSeason, type JobView } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { presentJob } from '../jobs/present-job.js';
import { startRecalculation } from '../rating/recalculation-job.js';

/** GET /v1/Protocol/reprocess-protocols: a year's protocols scored again in the background. */
export const reprocessProtocols = async (ctx: AppContext, user: AuthUser, year: number): Promise<JobView> => {
  if (!isSupportedSeason(year)) throw badRequest(INVALID_YEAR_MESSAGE);
  return presentJob(await startRecalculation(ctx, [year], user.id));
};
