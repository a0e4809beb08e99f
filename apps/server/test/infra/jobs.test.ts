import { describe, expect, it } from 'vitest';
import { VACUUM_JOB } from '../../src/domain/maintenance-jobs.js';
import { useTestApp } from '../helpers/test-app.js';

describe('job queue', () => {
  const t = useTestApp();

  it('gives each job to one claimer only, even when claims overlap', async () => {
    const { jobQueue } = t().ctx;
    for (let i = 0; i < 6; i += 1) await jobQueue.enqueue('probe', { i });
    const claims = await Promise.all(Array.from({ length: 10 }, () => jobQueue.claim(['probe'])));
    const ids = claims.filter((job) => job !== null).map((job) => job!.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('runs registered handlers, records progress and results, and retries failures', async () => {
    const { jobQueue, jobRunner } = t().ctx;
    const seen: number[] = [];
    jobRunner.register('count', async ({ job, reportProgress }) => {
      await reportProgress(1, 2);
      seen.push((job.payload as { n: number }).n);
      return { doubled: (job.payload as { n: number }).n * 2 };
    });
    jobRunner.register('broken', async () => {
      throw new Error('сломалось');
    });
    const ok = await jobQueue.enqueue('count', { n: 21 });
    const broken = await jobQueue.enqueue('broken');
    await jobRunner.drain();
    expect(seen).toEqual([21]);
    const done = await jobQueue.find(ok.id);
    expect(done?.status).toBe('done');
    expect(done?.result).toEqual({ doubled: 42 });
    expect(done?.progress).toBe(1);
    const failed = await jobQueue.find(broken.id);
    // Put back for a later attempt, with the error kept.
    expect(failed?.status).toBe('queued');
    expect(failed?.error).toBe('сломалось');
    expect(failed!.runAfter.getTime()).toBeGreaterThan(Date.now());
  });

  it('vacuums the database and books the next hourly run', async () => {
    const { jobQueue, jobRunner } = t().ctx;
    const job = await jobQueue.enqueue(VACUUM_JOB);
    await jobRunner.drain();
    const done = await jobQueue.find(job.id);
    expect(done?.status).toBe('done');
    expect(done?.result).toMatchObject({ ms: expect.any(Number) });
    const next = await t().db.query.jobs.findFirst({
      where: (jobs, { and, eq }) => and(eq(jobs.type, VACUUM_JOB), eq(jobs.status, 'queued')),
    });
    expect(next!.runAfter.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
  });
});
