import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import * as t from '../../src/db/schema/index.js';
import { PURGE_UPLOADS_JOB } from '../../src/domain/maintenance-jobs.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { resetDatabase } from '../helpers/test-database.js';

/*
 * Issue 36, finding 3: the routes' limits were counted in each process's memory (N processes gave
 * N times the limit) and per address. Now they are counted in the database: two server instances
 * on one database share every count (test:cluster checks it with two processes on PostgreSQL), and
 * an IPv6 client is one client per /64.
 */
const attempt = (app: TestApp, remoteAddress: string) =>
  app.app.inject({
    method: 'POST',
    url: '/v1/User/login',
    remoteAddress,
    payload: {
      email: 'nobody@example.org',
      password: 'Wrong_password1',
      role: 'Participant',
      rememberMe: false,
    },
  });

const statuses = async (app: TestApp, addresses: string[]) => {
  const seen: number[] = [];
  for (const address of addresses) seen.push((await attempt(app, address)).statusCode);
  return seen;
};

describe('request limits shared by the server processes (issue 36, finding 3)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // Two instances of the server, as two processes would be: each its own memory, one database.
    first = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    second = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  beforeEach(() => resetDatabase(first.handle));
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts one client across two server instances: the limit holds once, not once per process', async () => {
    expect(await statuses(first, ['198.51.100.7', '198.51.100.7'])).toEqual([400, 400]);
    expect(await statuses(second, ['198.51.100.7', '198.51.100.7'])).toEqual([400, 429]);
    expect(await statuses(first, ['198.51.100.7'])).toEqual([429]);
    // Another client is counted apart.
    expect(await statuses(second, ['198.51.100.8'])).toEqual([400]);
    const [row] = await queryRows<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from rate_limits where key like '%198.51.100.7'`,
    );
    expect(row!.n).toBe(1);
  });

  it('counts an IPv6 client by its /64: rotating addresses inside it does not reset the count', async () => {
    expect(
      await statuses(first, [
        '2001:db8:5:6::1',
        '2001:db8:5:6::2',
        '2001:db8:5:6:ffff:1:2:3',
        '2001:db8:5:6::9',
      ]),
    ).toEqual([400, 400, 400, 429]);
    // The next /64 is another client.
    expect(await statuses(second, ['2001:db8:5:7::1'])).toEqual([400]);
  });

  it('forgets counts whose window ended an hour ago, with the hourly clean-up', async () => {
    const hour = 60 * 60 * 1000;
    await first.db.insert(t.rateLimits).values([
      { key: 'old', points: 3, expire: new Date(Date.now() - 2 * hour) },
      { key: 'recent', points: 3, expire: new Date(Date.now() - hour / 2) },
      { key: 'open', points: 1, expire: new Date(Date.now() + hour) },
    ]);
    const job = await first.ctx.jobQueue.enqueue(PURGE_UPLOADS_JOB, {});
    await first.ctx.jobRunner.drain();
    expect((await first.ctx.jobQueue.find(job.id))?.result).toMatchObject({ expiredLimits: 1 });
    const keys = (await first.db.select().from(t.rateLimits)).map((row) => row.key).sort();
    expect(keys).toEqual(['open', 'recent']);
  });
});
