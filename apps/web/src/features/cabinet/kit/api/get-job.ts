import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobView } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

/** GET /v1/Job/{id}: a background job (a recalculation, a weather refresh, a batch delete). */
export const getJob = (id: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Job/{id}', { params: { id }, signal });

/** Whether a job has stopped, well or not. */
export const isJobFinished = (job: Pick<JobView, 'status'> | undefined) =>
  job?.status === 'done' || job?.status === 'failed';

/** How often a running job is asked for its progress. */
export const JOB_POLL_MS = 1000;

export const getJobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['cabinet', 'job', id] as const,
    queryFn: ({ signal }) => getJob(id, signal),
    // Polled until it stops; a finished job never changes.
    refetchInterval: (query) => (isJobFinished(query.state.data) ? false : JOB_POLL_MS),
    staleTime: (query) => (isJobFinished(query.state.data) ? Infinity : 0),
  });

/** The job's progress, polled while it runs (nothing asked for while `id` is null). */
export const useJob = (id: number | null) =>
  useQuery({ ...getJobQueryOptions(id ?? 0), enabled: id !== null });
