import type { JobView } from '@velo/contracts';
import type { Job } from '../../infra/jobs/job-queue.js';

/** A background job as the API shows it: its progress, result or error. */
export const presentJob = (job: Job): JobView => ({
  id: job.id,
  type: job.type,
  status: job.status,
  progress: job.progress,
  total: job.total,
  result: job.result ?? null,
  error: job.error,
  createdOn: job.createdOn.toISOString(),
  finishedOn: job.finishedOn?.toISOString() ?? null,
});
