import { beforeEach, describe, expect, it } from 'vitest';
import { buildActors } from '../helpers/actors.js';
import { cacheStatus, type CacheState } from '../helpers/cache-status.js';
import { buildEvent } from '../helpers/factories.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { editProfile, field } from '../profile/profile-helpers.js';
import { create, setUp, upload } from '../protocols/upload-helpers.js';

/*
 * The read path as one part (issue 35): what a write drops, seen through the cache's own counters;
 * the stale window; keys from validated parameters; misses limited per address; the metrics.
 */
describe('the read path', () => {
  const t = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '600', PUBLIC_CACHE_STALE_SECONDS: '30' } });
  beforeEach(() => {
    t().ctx.publicReadCache.clear();
    t().ctx.followsCache.clear();
  });

  type Read = { name: string; method: 'GET' | 'POST'; url: string; payload?: object };
  const send = (read: Read, headers: Record<string, string> = {}) =>
    t().app.inject({
      method: read.method,
      url: read.url,
      headers,
      ...(read.payload ? { payload: read.payload } : {}),
    });
  /** Reads each as a guest; answers what the cache did with each, and how its counters moved. */
  const readAll = async (reads: Read[]) => {
    const stats = t().ctx.publicReadCache.stats;
    const before = { ...stats };
    const states: Record<string, CacheState> = {};
    for (const read of reads) {
      const response = await send(read);
      expect(response.statusCode, read.name).toBe(200);
      states[read.name] = cacheStatus(response);
    }
    return {
      states,
      counted: {
        hits: stats.hits - before.hits,
        misses: stats.misses - before.misses,
        stale: stats.stale - before.stale,
      },
    };
  };

  const rating = (year: number): Read => ({
    name: `rating ${year}`,
    method: 'POST',
    url: '/v1/Statistic/paged-rating',
    payload: { year, size: 50 },
  });
  const results = (year: number): Read => ({
    name: `results ${year}`,
    method: 'POST',
    url: '/v1/Statistic/paged-results',
    payload: { searchStartDate: `${year}-01-01`, endSearchDate: `${year}-12-31` },
  });
  const protocol = (name: string, id: number): Read => ({ name, method: 'GET', url: `/v1/Protocol/${id}` });
  const profile = (name: string, id: number): Read => ({
    name,
    method: 'GET',
    url: `/v1/Participant/participant-info?participantId=${id}`,
  });
  const event = (name: string, id: number): Read => ({ name, method: 'GET', url: `/v1/Event/${id}` });

  /** Two seasons: 2024 (Орлов only), and 2025 with an early race (Петров, Котов). */
  const seasons = async (app: TestApp) => {
    const [of2024, early2025] = await buildScoredProtocols(app.db, [
      { eventDate: '2024-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }, { rider: 'Белов Иван 1979 М' }] },
      { eventDate: '2025-04-12', rows: [{ rider: 'Петров Иван 1980 М' }, { rider: 'Котов Пётр 1985 М' }] },
    ]);
    return { of2024: of2024!, early2025: early2025! };
  };

  it('keeps every public answer through a rider’s private writes (the cache’s counters)', async () => {
    const app = t();
    const { of2024, early2025 } = await seasons(app);
    const actors = await buildActors(app);
    const reads = [
      rating(2025),
      results(2025),
      protocol('protocol', early2025.protocolId),
      profile('profile', await participantIdOf(app.db, 'Петров')),
      event('event', of2024.eventId),
    ];
    expect((await readAll(reads)).counted).toEqual({ hits: 0, misses: 5, stale: 0 });

    const rider = actors.headers.participant;
    const petrov = await participantIdOf(app.db, 'Петров');
    const writes = [
      { method: 'PATCH', url: `/v1/User/favorites-participant?participantId=${petrov}` },
      { method: 'PATCH', url: `/v1/User/favorites-event?eventId=${of2024.eventId}` },
      { method: 'PATCH', url: '/v1/User/notification-settings', payload: { notifyByEmail: false } },
      { method: 'POST', url: '/v1/User/calendar-token' },
      { method: 'POST', url: '/v1/User/logout-everywhere' },
    ] as const;
    for (const write of writes) {
      const response = await app.app.inject({
        method: write.method,
        url: write.url,
        headers: rider,
        ...('payload' in write ? { payload: write.payload } : {}),
      });
      expect(response.statusCode, write.url).toBe(200);
    }
    const after = await readAll(reads);
    expect(after.counted).toEqual({ hits: 5, misses: 0, stale: 0 });
    expect(Object.values(after.states)).toEqual(Array(5).fill('hit'));
  });

  it('drops, after an upload, its season’s, its event’s and its riders’ answers, and keeps the others', async () => {
    const app = t();
    const { of2024, early2025 } = await seasons(app);
    const world = await setUp(app);
    const later2025 = await buildEvent(app.db, {
      organizerId: world.actors.organizerAId,
      eventDate: '2025-06-01',
      isRating: true,
    });
    const reads = [
      rating(2024),
      rating(2025),
      results(2024),
      protocol('protocol of 2024', of2024.protocolId),
      // An earlier race of 2025: its points do not move (Q reads the days before a race only).
      protocol('earlier protocol of 2025', early2025.protocolId),
      profile('a rider of 2024 only', await participantIdOf(app.db, 'Орлов')),
      profile('a rider of the upload', await participantIdOf(app.db, 'Петров')),
      event('an event of 2024', of2024.eventId),
      event('the event uploaded to', later2025.id),
    ];
    await readAll(reads);
    // The organizer uploads the race of 1 June 2025: Петров, with new riders.
    const preview = (await upload(world)).json();
    expect(preview.isSuccess).toBe(true);
    const created = await create(world, preview.cachedProtocolDataId, { eventId: later2025.id });
    expect(created.json()).toMatchObject({ isSuccess: true });

    const after = await readAll(reads);
    expect(after.states).toEqual({
      'rating 2024': 'hit',
      'rating 2025': 'miss',
      'results 2024': 'hit',
      'protocol of 2024': 'hit',
      'earlier protocol of 2025': 'hit',
      'a rider of 2024 only': 'hit',
      'a rider of the upload': 'miss',
      'an event of 2024': 'hit',
      'the event uploaded to': 'miss',
    });
    expect(after.counted).toEqual({ hits: 6, misses: 3, stale: 0 });
  });

  it('drops after a background recalculation only what it changed', async () => {
    const app = t();
    const { of2024, early2025 } = await seasons(app);
    const actors = await buildActors(app);
    // The skill rating of these protocols is computed first: the rating tables show it ('Сила').
    await app.ctx.rating.recalculateSkill({ full: true });
    const reads = [
      rating(2024),
      rating(2025),
      protocol('a protocol of 2025', early2025.protocolId),
      protocol('a protocol of 2024', of2024.protocolId),
      profile('a rider of 2025', await participantIdOf(app.db, 'Котов')),
    ];
    await readAll(reads);
    const job = await app.app.inject({
      method: 'PATCH',
      url: '/v1/Statistic/recalculate-ratings',
      headers: actors.headers.admin,
      payload: { year: 2025 },
    });
    expect(job.statusCode).toBe(200);
    // Asking for it drops nothing; the job, when done, drops its season (its time of recalculation
    // shows on the table) and nothing else: no point or place moved. The skill rating's job it
    // queues (issue 39) changes no rating, so it drops nothing.
    expect((await readAll(reads)).counted).toEqual({ hits: 5, misses: 0, stale: 0 });
    expect(await app.ctx.jobRunner.drain()).toBe(2);
    const after = await readAll(reads);
    expect(after.states).toEqual({
      'rating 2024': 'hit',
      'rating 2025': 'miss',
      'a protocol of 2025': 'hit',
      'a protocol of 2024': 'hit',
      'a rider of 2025': 'hit',
    });
  });

  it('gives readers the previous answer while one reads the new one, marked stale, and never to the writer', async () => {
    const app = t();
    await seasons(app);
    const actors = await buildActors(app);
    const petrov = await participantIdOf(app.db, 'Петров');
    // The season chart is the same for everyone, guests and signed-in callers.
    const chart: Read = {
      name: 'chart',
      method: 'GET',
      url: `/v1/Participant/season-progress?participantId=${petrov}&year=2025`,
    };
    const kept = await send(chart);
    expect(cacheStatus(kept)).toBe('miss');
    // An administrator changes the rider (their club): the rider's answers turn stale.
    const edit = await editProfile(app, actors.headers.admin, [
      field('id', petrov),
      field('club', 'Пелотон'),
    ]);
    expect(edit.statusCode).toBe(200);
    const answers = await Promise.all([
      send(chart),
      send(chart),
      send(chart, actors.headers.admin),
      send(chart),
      send(chart, actors.headers.participant),
    ]);
    const states = answers.map(cacheStatus);
    // One reader reads the new answer; the writer never gets the old one.
    expect(states.filter((state) => state === 'miss')).toHaveLength(1);
    expect(states[2]).not.toBe('stale');
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode).toBe(200);
      if (states[i] !== 'stale') continue;
      expect(answer.body).toBe(kept.body);
      expect(Number(answer.headers.age)).toBeGreaterThanOrEqual(0);
      expect(String(answer.headers['cache-status'])).toMatch(/ttl=-\d+/);
    }
    expect(states.filter((state) => state === 'stale').length).toBeGreaterThan(0);
    expect(cacheStatus(await send(chart))).toBe('hit');
  });

  it('keys an answer by its validated parameters: made-up ones share it, and a guest’s no-cache reads nothing', async () => {
    const app = t();
    const { early2025 } = await seasons(app);
    const petrov = await participantIdOf(app.db, 'Петров');
    const first = await send(protocol('protocol', early2025.protocolId));
    expect(cacheStatus(first)).toBe('miss');
    const variants: Read[] = [
      {
        name: 'made-up query',
        method: 'GET',
        url: `/v1/Protocol/${early2025.protocolId}?utm_source=x&q=${Math.random()}`,
      },
      {
        name: 'a default said aloud',
        method: 'GET',
        url: `/v1/Protocol/${early2025.protocolId}?includeParticipantFavoritesMarks=true`,
      },
    ];
    for (const variant of variants) expect(cacheStatus(await send(variant)), variant.name).toBe('hit');
    // Parameters in another order, a body with fields no schema names: the same answers.
    await send(profile('profile', petrov));
    expect(
      cacheStatus(
        await send({
          name: 'reordered',
          method: 'GET',
          url: `/v1/Participant/participant-info?includeParticipantFavoritesMark=true&participantId=${petrov}&junk=1`,
        }),
      ),
    ).toBe('hit');
    await send(rating(2025));
    expect(cacheStatus(await send({ ...rating(2025), payload: { size: 50, year: 2025, bogus: 'x' } }))).toBe(
      'hit',
    );
    // A guest cannot make the server read with `Cache-Control: no-cache`.
    const noCache = await send(rating(2025), { 'cache-control': 'no-cache' });
    expect(cacheStatus(noCache)).toBe('hit');
    // A parameter the schema refuses is a 400, never kept.
    const bad = await send({ name: 'bad', method: 'GET', url: '/v1/Protocol/abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('limits per address the misses of a costly read, never its hits', async () => {
    const app = t();
    await seasons(app);
    const csv = (name: string) =>
      app.app.inject({
        method: 'POST',
        url: '/v1/Statistic/rating-csv',
        payload: { year: 2025, name },
        remoteAddress: '10.0.0.7',
      });
    // The rating CSV allows 20 misses a minute per address: a scraper of made-up filters is stopped…
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await csv(`Фамилия${i}`)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    // …while a kept answer is still given to it, and another address has its own count.
    const kept = await csv('Фамилия0');
    expect([kept.statusCode, cacheStatus(kept)]).toEqual([200, 'hit']);
    const other = await app.app.inject({
      method: 'POST',
      url: '/v1/Statistic/rating-csv',
      payload: { year: 2025, name: 'Другая' },
      remoteAddress: '10.0.0.8',
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers the metrics to the operator’s token only', async () => {
    const app = t();
    // No token configured: there are no metrics.
    expect((await app.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
  });
});

describe('the metrics', () => {
  const TOKEN = 'metrics-token-for-the-tests';
  const t = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '60', METRICS_TOKEN: TOKEN } });

  it('answers Prometheus’s text format with the read path’s series, behind its token', async () => {
    const app = t();
    await buildScoredProtocols(app.db, [{ eventDate: '2025-05-10', rows: [{ rider: 'Орлов Илья 1980 М' }] }]);
    const read = { method: 'POST' as const, url: '/v1/Statistic/paged-rating', payload: { year: 2025 } };
    await app.app.inject(read);
    await app.app.inject(read);
    const metrics = (authorization?: string) =>
      app.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics('Bearer wrong-token-of-the-same-size')).statusCode).toBe(401);
    const answer = await metrics(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    for (const series of [
      'velo_http_request_duration_seconds_bucket{le="0.005",method="POST",route="/v1/Statistic/paged-rating",status="2xx"}',
      'velo_cache_hits_total{cache="public"}',
      'velo_cache_misses_total{cache="public"}',
      'velo_cache_stale_total{cache="public"}',
      'velo_cache_evictions_total{cache="public"}',
      'velo_cache_bytes{cache="public"}',
      'velo_jobs_oldest_queued_seconds',
      'velo_rating_recalculation_seconds_count',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text, series).toContain(series);
    expect(text).toMatch(/velo_cache_hits_total\{cache="public"\} [1-9]/);
  });
});
