import type { JobView } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { presentJob } from '../jobs/present-job.js';
import { startRecalculation } from '../rating/recalculation-job.js';
import { assertSupportedSeason } from '../../lib/supported-season.js';

/** GET /v1/Protocol/reprocess-protocols: a year's protocols scored again in the background. */
export const reprocessProtocols = async (ctx: AppContext, user: AuthUser, year: number): Promise<JobView> => {
  assertSupportedSeason(year);
  return presentJob(await startRecalculation(ctx, [year], user.id));
};
