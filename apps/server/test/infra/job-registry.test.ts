import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/index.js';
import { jobRegistry } from '../../src/domain/job-registry.js';
import { JOB_TYPES } from '../../src/infra/jobs/job-types.js';
import { useTestApp } from '../helpers/test-app.js';

/* Every background job is declared once, in the registry: its type, its payload's schema, its handler. */

describe('the job registry', () => {
  const t = useTestApp();

  it('holds every job type once, each with a payload schema and a handler, and is what the app’s runner runs', () => {
    const registry = jobRegistry();
    expect(registry.map((entry) => entry.type)).toEqual(JOB_TYPES);
    expect(new Set(JOB_TYPES).size).toBe(JOB_TYPES.length);
    for (const entry of registry) {
      expect(typeof entry.payload.safeParse, entry.type).toBe('function');
      expect(typeof entry.handle, entry.type).toBe('function');
    }
    // Registered by app.ts from the registry alone: no route plugin adds a type of its own.
    expect([...t().ctx.jobRunner.types()].sort()).toEqual([...JOB_TYPES].sort());
  });

  it('fails a stored job of any type whose payload does not parse, once and with the reason, and goes on', async () => {
    const app = t();
    for (const type of JOB_TYPES)
      await app.db.execute(sql`insert into ${jobs} (type, payload) values (${type}, '[]'::jsonb)`);
    await app.db.execute(
      sql`insert into ${jobs} (type, payload) values ('notifications.event-results', '{"protocolId": "сорок два"}'::jsonb)`,
    );
    expect(await app.ctx.jobRunner.drain()).toBe(JOB_TYPES.length + 1);
    const rows = await app.db.select().from(jobs).orderBy(asc(jobs.id));
    expect(rows.map((job) => [job.type, job.status, job.attempts, job.error])).toEqual([
      ...JOB_TYPES.map((type) => [
        type,
        'failed',
        1,
        `Данные задачи «${type}» не подходят к её типу: (вся задача) (invalid_type)`,
      ]),
      [
        'notifications.event-results',
        'failed',
        1,
        'Данные задачи «notifications.event-results» не подходят к её типу: protocolId (invalid_type)',
      ],
    ]);
  });
});
