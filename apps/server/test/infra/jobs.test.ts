import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '../../src/db/schema/index.js';
import { VACUUM_JOB } from '../../src/domain/maintenance-jobs.js';
import { createJobRunner } from '../../src/infra/jobs/job-runner.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

/** A runner of its own with two jobs outside the registry (the app's runner keeps the registry's). */
const probeRunner = (app: TestApp, seen: number[] = []) => {
  const runner = createJobRunner(app.ctx.jobQueue, pino({ level: 'silent' }));
  runner.register({
    type: 'count',
    payload: z.object({ n: z.int() }),
    handle: async ({ n }, { reportProgress }) => {
      await reportProgress(1, 2);
      seen.push(n);
      return { doubled: n * 2 };
    },
  });
  runner.register({
    type: 'broken',
    payload: z.object({}),
    handle: async () => {
      throw new Error('сломалось');
    },
  });
  return runner;
};

const insertRaw = async (app: TestApp, values: typeof jobs.$inferInsert) =>
  (await app.db.insert(jobs).values(values).returning())[0]!;

describe('job queue', () => {
  const t = useTestApp();

  it('gives each job to one claimer only, even when claims overlap', async () => {
    const { jobQueue } = t().ctx;
    for (let i = 0; i < 6; i += 1) await jobQueue.enqueue(VACUUM_JOB);
    const claims = await Promise.all(Array.from({ length: 10 }, () => jobQueue.claim([VACUUM_JOB])));
    const ids = claims.filter((job) => job !== null).map((job) => job!.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('runs registered handlers with their parsed payload, records progress and results, and retries failures', async () => {
    const app = t();
    const seen: number[] = [];
    const runner = probeRunner(app, seen);
    const ok = await insertRaw(app, { type: 'count', payload: { n: 21 } });
    const broken = await insertRaw(app, { type: 'broken' });
    await runner.drain();
    expect(seen).toEqual([21]);
    const done = await app.ctx.jobQueue.find(ok.id);
    expect(done?.status).toBe('done');
    expect(done?.result).toEqual({ doubled: 42 });
    expect(done?.progress).toBe(1);
    const failed = await app.ctx.jobQueue.find(broken.id);
    // Put back for a later attempt, with the error kept.
    expect(failed?.status).toBe('queued');
    expect(failed?.error).toBe('сломалось');
    expect(failed!.runAfter.getTime()).toBeGreaterThan(Date.now());
  });

  it('fails a job whose payload does not parse at once, saying which field, and runs the next one', async () => {
    const app = t();
    const seen: number[] = [];
    const runner = probeRunner(app, seen);
    const bad = await insertRaw(app, { type: 'count', payload: { n: 'двадцать один' } });
    const good = await insertRaw(app, { type: 'count', payload: { n: 2 } });
    expect(await runner.drain()).toBe(2);
    const failed = await app.ctx.jobQueue.find(bad.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.error).toBe('Данные задачи «count» не подходят к её типу: n (invalid_type)');
    expect(seen).toEqual([2]);
    expect((await app.ctx.jobQueue.find(good.id))?.status).toBe('done');
  });

  it('holds a job while the one it follows is queued or running, and lets it go once that one ends', async () => {
    const app = t();
    const seen: number[] = [];
    const runner = probeRunner(app, seen);
    const first = await insertRaw(app, {
      type: 'count',
      payload: { n: 1 },
      runAfter: new Date(Date.now() + 60_000),
    });
    await insertRaw(app, { type: 'count', payload: { n: 2 }, afterJobId: first.id });
    // The first is not due yet: the second waits for it.
    expect(await runner.drain()).toBe(0);
    // Run in place by its creator, due or not; then the second goes.
    expect(await runner.runNow(first.id)).toEqual({ state: 'done', result: { doubled: 2 } });
    expect(await runner.drain()).toBe(1);
    expect(seen).toEqual([1, 2]);
    // Not queued any more: nothing to run now.
    expect(await runner.runNow(first.id)).toEqual({ state: 'not-claimed', status: 'done' });
  });

  it('lets a job go after the one it follows failed for good, or was left running by a process that died', async () => {
    const app = t();
    const seen: number[] = [];
    const runner = probeRunner(app, seen);
    const failed = await insertRaw(app, { type: 'broken', status: 'failed' });
    await insertRaw(app, { type: 'count', payload: { n: 3 }, afterJobId: failed.id });
    const running = await insertRaw(app, { type: 'broken', status: 'running', lockedAt: new Date() });
    await insertRaw(app, { type: 'count', payload: { n: 4 }, afterJobId: running.id });
    const abandoned = await insertRaw(app, {
      type: 'broken',
      status: 'running',
      lockedAt: new Date(Date.now() - 11 * 60 * 1000),
    });
    await insertRaw(app, { type: 'count', payload: { n: 5 }, afterJobId: abandoned.id });
    await runner.drain();
    expect(seen).toEqual([3, 5]);
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
