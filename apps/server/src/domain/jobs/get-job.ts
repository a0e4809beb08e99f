import type { JobView } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canReadJob, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { presentJob } from './present-job.js';

/** The user who started a job, as the job records it (jobs started by the server itself have none). */
const requestedBy = (payload: unknown): number | null => {
  const value = (payload as { requestedBy?: unknown } | null)?.requestedBy;
  return typeof value === 'number' ? value : null;
};

/** GET /v1/Job/{id}: a job's progress, for the one who started it or an administrator. */
export const getJob = async (ctx: AppContext, user: AuthUser, id: number): Promise<JobView> => {
  const job = await ctx.jobQueue.find(id);
  if (!job) throw notFound('Задача не найдена');
  authorize(canReadJob(user, { requestedBy: requestedBy(job.payload) }), DENIED.otherJob);
  return presentJob(job);
};
