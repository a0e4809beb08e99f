import { describe, expect, it } from 'vitest';
import { WEEKLY_DIGEST_JOB } from '../../src/domain/notifications/closest-events.js';
import { bearer, buildAccount, buildActors, tokenFor } from '../helpers/actors.js';
import { buildEvent } from '../helpers/factories.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

// The broadcasts' history (issue 42): each run is kept with who started it and what it did; the
// notifications view reads the last run of each.

const HISTORY = '/v1/Notification/broadcasts';
const YEAR_RESULTS = '/v1/Notification/participants-year-results-email-notifications';
const DIGEST = '/v1/Notification/send-closest-events-notification';
const TG_DIGEST = '/v1/Notification/send-closest-events-notifications-to-tg-subscribers';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const history = async (app: TestApp, headers: Record<string, string>) => {
  const response = await app.app.inject({ method: 'GET', url: HISTORY, headers });
  expect(response.statusCode).toBe(200);
  return response.json().items as Record<string, unknown>[];
};

describe("the broadcasts' history", () => {
  const t1 = useTestApp();

  it('answers 401 to a guest and 403 to anyone but an administrator', async () => {
    const app = t1();
    const actors = await buildActors(app);
    for (const [who, status] of [
      ['anonymous', 401],
      ['participant', 403],
      ['organizerA', 403],
      ['admin', 200],
    ] as const) {
      const response = await app.app.inject({ method: 'GET', url: HISTORY, headers: actors.headers[who] });
      expect(response.statusCode, who).toBe(status);
    }
  });

  it('keeps the last run of each broadcast with its administrator and its answer', async () => {
    const app = t1();
    const actors = await buildActors(app);
    const { user } = await buildAccount(app.db, {
      roles: ['Admin'],
      firstName: 'Мария',
      lastName: 'Новикова',
    });
    const maria = bearer(await tokenFor(app, user.id, 'Admin'));
    expect(await history(app, maria)).toEqual([]);
    await buildEvent(app.db, { name: 'Гран-при Осени', eventDate: inDays(3) });

    const first = await app.app.inject({ method: 'PATCH', url: DIGEST, headers: actors.headers.admin });
    expect(first.json()).toEqual({ notifications: 1, alreadyNotified: 0 });
    const again = await app.app.inject({ method: 'PATCH', url: DIGEST, headers: maria });
    expect(again.json()).toEqual({ notifications: 0, alreadyNotified: 1 });
    const year = await app.app.inject({
      method: 'POST',
      url: YEAR_RESULTS,
      headers: maria,
      payload: { year: 2025 },
    });
    expect(year.statusCode).toBe(200);

    expect(await history(app, actors.headers.admin)).toEqual([
      {
        kind: 'yearResults',
        sentOn: expect.any(String),
        sentBy: { id: user.id, name: 'Новикова Мария' },
        year: 2025,
        ...year.json(),
      },
      {
        kind: 'closestEventsEmail',
        sentOn: expect.any(String),
        sentBy: { id: user.id, name: 'Новикова Мария' },
        year: null,
        notifications: 0,
        alreadyNotified: 1,
      },
    ]);
  });

  it('keeps no run of a broadcast that was refused: the messenger one without a bot', async () => {
    const app = t1();
    const actors = await buildActors(app);
    const refused = await app.app.inject({ method: 'PATCH', url: TG_DIGEST, headers: actors.headers.admin });
    expect(refused.statusCode).toBe(404);
    const badYear = await app.app.inject({
      method: 'POST',
      url: YEAR_RESULTS,
      headers: actors.headers.admin,
      payload: { year: 1999 },
    });
    expect(badYear.statusCode).toBe(400);
    expect(await history(app, actors.headers.admin)).toEqual([]);
  });

  it("records the Monday digest as the schedule's run, with nobody named", async () => {
    const app = t1();
    const actors = await buildActors(app);
    await buildEvent(app.db, { name: 'Субботник', eventDate: inDays(4) });
    await app.ctx.jobQueue.enqueue(WEEKLY_DIGEST_JOB);
    await app.ctx.jobRunner.drain();
    // No bot configured: only the mail digest ran.
    expect(await history(app, actors.headers.admin)).toEqual([
      {
        kind: 'closestEventsEmail',
        sentOn: expect.any(String),
        sentBy: null,
        year: null,
        notifications: 1,
        alreadyNotified: 0,
      },
    ]);
  });
});
