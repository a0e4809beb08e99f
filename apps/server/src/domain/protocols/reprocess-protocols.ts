import type { JobView } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { presentJob } from '../jobs/present-job.js';
import { isSeasonYear } from '../rating/recalculate-seasons.js';
import { startRecalculation } from '../rating/recalculation-job.js';

/** GET /v1/Protocol/reprocess-protocols: a year's protocols scored again in the background. */
export const reprocessProtocols = async (ctx: AppContext, user: AuthUser, year: number): Promise<JobView> => {
  if (!isSeasonYear(year)) throw badRequest('не валидный год');
  return presentJob(await startRecalculation(ctx, [year], user.id));
};
