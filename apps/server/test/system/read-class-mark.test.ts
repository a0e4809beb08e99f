import { beforeEach, describe, expect, it } from 'vitest';
import { isPublicAnswer } from '@velo/contracts/page-requests';
import { buildActors } from '../helpers/actors.js';
import { cacheStatus } from '../helpers/cache-status.js';
import { buildScoredProtocols } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';

const FEED = '/v1/Event/calendar.ics';

// Issue 41: the service worker keeps for offline reading only the answers the server marks as the
// same for every guest (their route's cache class), never a signed-in or personal one.
describe("a read's answer says whether any guest gets the same", () => {
  const t2 = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '60' } });
  beforeEach(() => {
    t2().ctx.publicReadCache.clear();
    t2().ctx.followsCache.clear();
  });

  const rating = (headers: Record<string, string> = {}) =>
    t2().app.inject({ method: 'POST', url: '/v1/Statistic/paged-rating', payload: { year: 2025 }, headers });

  it("marks a guest's public read public, read or kept", async () => {
    await buildScoredProtocols(t2().db, [
      { eventDate: '2025-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }] },
    ]);
    const first = await rating();
    const again = await rating();
    expect(cacheStatus(again)).toBe('hit');
    for (const answer of [first, again]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, no-cache');
      expect(isPublicAnswer(answer.headers['cache-control'] as string)).toBe(true);
    }
  });

  it("marks a signed-in rider's answer with their marks private, even when the guests' is kept", async () => {
    await buildScoredProtocols(t2().db, [
      { eventDate: '2025-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }] },
    ]);
    const actors = await buildActors(t2());
    await rating();
    const signedIn = await rating(actors.headers.participant);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(isPublicAnswer(signedIn.headers['cache-control'] as string)).toBe(false);
  });

  it('marks a personal read private, and an answer the same for everyone public for a signed-in caller too', async () => {
    const actors = await buildActors(t2());
    const own = await t2().app.inject({
      method: 'GET',
      url: '/v1/Participant/participant-lk',
      headers: actors.headers.participant,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const ticker = await t2().app.inject({
      method: 'GET',
      url: '/v1/News/titles-for-running-line',
      headers: actors.headers.participant,
    });
    expect(ticker.headers['cache-control']).toBe('public, no-cache');
  });

  it('leaves an error and a route that says its own caching as they are', async () => {
    const missing = await t2().app.inject({ method: 'GET', url: '/v1/Protocol/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    // The calendar feed says its own (a phone's calendar app asks again after 15 minutes).
    const feed = await t2().app.inject({ method: 'GET', url: FEED });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toBe('public, max-age=900');
  });
});
