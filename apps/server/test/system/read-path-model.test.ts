import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { privateWrite } from '../../src/plugins/cache-class.js';
import type { Actors } from '../helpers/actors.js';
import { cacheStatus } from '../helpers/cache-status.js';
import { buildEvent } from '../helpers/factories.js';
import { buildScoredProtocols } from '../helpers/scored-protocols.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { resetDatabase } from '../helpers/test-database.js';
import { injectForm } from '../organizers/form-helpers.js';
import { decide, newcomer, postClaim } from '../participant-claims/claim-helpers.js';
import { editProfile, field } from '../profile/profile-helpers.js';
import { create, setUp, upload, type World } from '../protocols/upload-helpers.js';

/*
 * The read path's model (issue 35): after any sequence of writes, every answer the cache gives equals
 * what a read without the cache gives. Two apps share one database: `cached` with the read cache (the
 * writes go through it, so it drops what they name), `plain` without. After each write, a set of public
 * reads (as a guest, and a signed-in rider's marked ones) is made through both and compared. The
 * reads are sequential, so no stale answer is ever given: every answer must be the truth.
 *
 * The second property proves the check can fail: a write that renames a rider but declares itself
 * private (it names no tag) leaves a cached answer wrong, and fast-check finds it.
 */

const RIDERS = [
  'Орлов Илья 1980 М',
  'Петров Иван 1981 М',
  'Котов Пётр 1985 М',
  'Белова Анна 1984 Ж',
  'Соколов Павел 1979 М',
  'Новикова Вера 1990 Ж',
  'Зайцев Олег 1975 М',
  'Морозов Глеб 1988 М',
] as const;
const SEEDED = RIDERS.slice(0, 6);

type Write =
  | { kind: 'upload'; event: number; riders: number[]; recalculate: boolean }
  | { kind: 'deleteProtocol'; protocol: number }
  | {
      kind: 'updateProtocol';
      protocol: number;
      rename: boolean;
      rating: boolean;
      moveTo: number | null;
      recalculate: boolean;
    }
  | { kind: 'editRider'; rider: number; club: string }
  | { kind: 'toggleFavourite'; rider: number }
  | { kind: 'toggleFavouriteEvent'; event: number }
  | { kind: 'editEvent'; event: number; rename: boolean; moveDays: number }
  | { kind: 'ratingChange'; rider: number; year: 2024 | 2025; points: number }
  | { kind: 'news' }
  | { kind: 'renameOrganizer' }
  | { kind: 'privacy'; rider: number; hidden: boolean }
  | { kind: 'claimApproval'; rider: number }
  | { kind: 'sabotage'; rider: number };

const writeArbitrary: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant('upload' as const),
    event: fc.nat(),
    riders: fc.uniqueArray(fc.integer({ min: 0, max: RIDERS.length - 1 }), { minLength: 1, maxLength: 4 }),
    recalculate: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('deleteProtocol' as const), protocol: fc.nat() }),
  fc.record({
    kind: fc.constant('updateProtocol' as const),
    protocol: fc.nat(),
    rename: fc.boolean(),
    rating: fc.boolean(),
    moveTo: fc.option(fc.nat(), { nil: null }),
    recalculate: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('editRider' as const),
    rider: fc.nat(),
    club: fc.constantFrom('Пелотон', 'Вираж', 'Старт'),
  }),
  fc.record({ kind: fc.constant('toggleFavourite' as const), rider: fc.nat() }),
  fc.record({ kind: fc.constant('toggleFavouriteEvent' as const), event: fc.nat() }),
  fc.record({
    kind: fc.constant('editEvent' as const),
    event: fc.nat(),
    rename: fc.boolean(),
    moveDays: fc.constantFrom(0, 20, -20, 400),
  }),
  fc.record({
    kind: fc.constant('ratingChange' as const),
    rider: fc.nat(),
    year: fc.constantFrom(2024 as const, 2025 as const),
    points: fc.constantFrom(-30, 15, 50),
  }),
  fc.constant({ kind: 'news' as const }),
  fc.constant({ kind: 'renameOrganizer' as const }),
  fc.record({ kind: fc.constant('privacy' as const), rider: fc.nat(), hidden: fc.boolean() }),
  fc.record({ kind: fc.constant('claimApproval' as const), rider: fc.nat() }),
);

type Read = { name: string; method: 'GET' | 'POST'; url: string; payload?: object; signedIn?: boolean };

describe('the read path’s model: cached answers equal uncached reads after any writes', () => {
  let cached: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    const env = { PUBLIC_CACHE_SECONDS: '600', PUBLIC_CACHE_STALE_SECONDS: '5', SESSION_CACHE_SECONDS: '30' };
    cached = await createTestApp({
      env,
      beforeReady: (app) => {
        // A write that renames a rider and says it is private: the check must catch it.
        app.post(
          '/v1/Test/rename-rider-forgetting-its-tags',
          { config: { access: 'admin', cache: privateWrite } },
          async (request) => {
            const { participantId } = request.body as { participantId: number };
            await cached.db
              .update(t.participants)
              .set({ lastName: `Переименованный${participantId}` })
              .where(eq(t.participants.id, participantId));
            return { ok: true };
          },
        );
      },
    });
    plain = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '0', SESSION_CACHE_SECONDS: '0' } });
  }, 120_000);
  afterAll(async () => {
    await cached?.close();
    await plain?.close();
  });

  type State = { world: World; actors: Actors; organizerId: number };

  /** Two seasons of an organizer's races, a news item, riders with clubs; caches empty. */
  const freshWorld = async (): Promise<State> => {
    await resetDatabase(cached.handle);
    cached.ctx.publicReadCache.clear();
    cached.ctx.sessionCache.clear();
    cached.ctx.followsCache.clear();
    const world = await setUp(cached);
    const organizerId = world.actors.organizerAId;
    await buildScoredProtocols(cached.db, [
      { organizerId, eventDate: '2024-05-04', rows: SEEDED.slice(0, 3).map((rider) => ({ rider })) },
      { organizerId, eventDate: '2025-04-12', rows: SEEDED.slice(1, 5).map((rider) => ({ rider })) },
      {
        organizerId,
        eventDate: '2025-06-21',
        rows: [SEEDED[0]!, SEEDED[3]!, SEEDED[5]!].map((rider) => ({ rider })),
      },
    ]);
    await buildEvent(cached.db, { organizerId, eventDate: '2025-08-09', isRating: true });
    await cached.db.insert(t.news).values({ title: 'Старт сезона' });
    return { world, actors: world.actors, organizerId };
  };

  const ids = async () => ({
    protocols: (await cached.db.select({ id: t.protocols.id }).from(t.protocols).orderBy(t.protocols.id)).map(
      (r) => r.id,
    ),
    events: (await cached.db.select({ id: t.events.id }).from(t.events).orderBy(t.events.id)).map(
      (r) => r.id,
    ),
    riders: (
      await cached.db.select({ id: t.participants.id }).from(t.participants).orderBy(t.participants.id)
    ).map((r) => r.id),
  });
  const pick = <T>(list: T[], index: number): T | undefined =>
    list.length ? list[index % list.length] : undefined;

  const csvOf = (riders: number[]) =>
    [
      'Место;Фамилия;Имя;Год рождения;Пол;Команда;Время',
      ...riders.map((index, place) => {
        const [lastName, firstName, year, gender] = RIDERS[index]!.split(' ');
        return `${place + 1};${lastName};${firstName};${year};${gender};Клуб;2:${10 + place}:00`;
      }),
    ].join('\r\n');

  /** A write that did not go through would test nothing: it stops the run. */
  const ok = (response: { statusCode: number; body: string }, write: Write) => {
    if (response.statusCode >= 400)
      throw new Error(`the write ${JSON.stringify(write)} failed: ${response.statusCode} ${response.body}`);
  };

  /** Runs one write through the cached app (as the admin or the organizer), then its jobs. */
  const perform = async (state: State, write: Write): Promise<void> => {
    const { actors, world } = state;
    const admin = actors.headers.admin;
    const now = await ids();
    const inject = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
      cached.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
    switch (write.kind) {
      case 'upload': {
        const eventId = pick(now.events, write.event)!;
        const preview = (await upload(world, csvOf(write.riders))).json();
        if (!preview.isSuccess) throw new Error(`upload preview failed: ${JSON.stringify(preview)}`);
        const created = await create(world, preview.cachedProtocolDataId, {
          eventId,
          needToRecalculateRatings: write.recalculate,
        });
        ok(created, write);
        if (!created.json().isSuccess) throw new Error(`create failed: ${created.body}`);
        break;
      }
      case 'deleteProtocol': {
        const id = pick(now.protocols, write.protocol);
        if (id)
          ok(await cached.app.inject({ method: 'DELETE', url: `/v1/Protocol/${id}`, headers: admin }), write);
        break;
      }
      case 'updateProtocol': {
        const id = pick(now.protocols, write.protocol);
        if (!id) break;
        const answer = await injectForm(cached, 'PUT', '/v1/Protocol', admin, {
          id,
          ...(write.rename ? { name: `Протокол ${id}-${write.protocol}` } : {}),
          isRatingProtocol: String(write.rating),
          ...(write.moveTo !== null ? { eventId: pick(now.events, write.moveTo)! } : {}),
          needToRecalculateRatings: String(write.recalculate),
        });
        ok(answer, write);
        break;
      }
      case 'editRider': {
        const id = pick(now.riders, write.rider)!;
        ok(await editProfile(cached, admin, [field('id', id), field('club', write.club)]), write);
        break;
      }
      case 'toggleFavourite': {
        const id = pick(now.riders, write.rider)!;
        const answer = await cached.app.inject({
          method: 'PATCH',
          url: `/v1/User/favorites-participant?participantId=${id}`,
          headers: actors.headers.participant,
        });
        ok(answer, write);
        break;
      }
      case 'toggleFavouriteEvent': {
        const id = pick(now.events, write.event)!;
        const answer = await cached.app.inject({
          method: 'PATCH',
          url: `/v1/User/favorites-event?eventId=${id}`,
          headers: actors.headers.participant,
        });
        ok(answer, write);
        break;
      }
      case 'editEvent': {
        const id = pick(now.events, write.event)!;
        const [event] = await cached.db.select().from(t.events).where(eq(t.events.id, id));
        const day = new Date(`${event!.eventDate}T00:00:00Z`);
        day.setUTCDate(day.getUTCDate() + write.moveDays);
        const answer = await injectForm(cached, 'PUT', '/v1/Event', admin, {
          id,
          ...(write.rename ? { eventName: `${event!.name} (изменено)` } : {}),
          eventDate: day.toISOString().slice(0, 10),
        });
        ok(answer, write);
        break;
      }
      case 'ratingChange': {
        const id = pick(now.riders, write.rider)!;
        const answer = await inject('POST', '/v1/Admin/change-participant-rating', {
          participantId: id,
          year: write.year,
          points: write.points,
          reason: 'Проверка модели',
        });
        ok(answer, write);
        break;
      }
      case 'news':
        ok(
          await inject('POST', '/v1/News', { title: `Новость ${Math.random().toString(36).slice(2, 8)}` }),
          write,
        );
        break;
      case 'renameOrganizer': {
        const answer = await injectForm(cached, 'PUT', '/v1/EventOrganizer/update', admin, {
          id: state.organizerId,
          name: `Организатор ${Math.random().toString(36).slice(2, 8)}`,
        });
        ok(answer, write);
        break;
      }
      case 'privacy': {
        // An administrator hides or shows a rider on their written request: initials everywhere.
        const id = pick(now.riders, write.rider)!;
        const answer = await inject('POST', '/v1/Participant/privacy', {
          participantId: id,
          hidden: write.hidden,
          note: 'Письменное заявление участника (модель)',
        });
        ok(answer, write);
        break;
      }
      case 'claimApproval': {
        // A new account claims a rider without an account, and an administrator approves it.
        const id = pick(now.riders, write.rider)!;
        const [rider] = await cached.db.select().from(t.participants).where(eq(t.participants.id, id));
        if (rider!.userId !== null) break;
        const user = await newcomer(cached, {
          firstName: rider!.firstName,
          lastName: rider!.lastName,
          email: `claim-${id}-${Math.random().toString(36).slice(2, 8)}@example.test`,
        });
        const claim = await postClaim(cached, user.headers, { participantId: id });
        ok(claim, write);
        ok(await decide(cached, admin, claim.json().id, 'approve'), write);
        break;
      }
      case 'sabotage': {
        const id = pick(now.riders, write.rider)!;
        ok(await inject('POST', '/v1/Test/rename-rider-forgetting-its-tags', { participantId: id }), write);
        break;
      }
    }
    await cached.ctx.jobRunner.drain();
  };

  /** The public reads compared after each write: rating, results, protocols, riders, events, lists. */
  const readsOf = async (state: State): Promise<Read[]> => {
    const now = await ids();
    const reads: Read[] = [];
    const post = (name: string, url: string, payload: object, signedIn = false) =>
      reads.push({ name, method: 'POST', url, payload, signedIn });
    const get = (name: string, url: string, signedIn = false) =>
      reads.push({ name, method: 'GET', url, signedIn });
    for (const year of [2024, 2025]) {
      post(`rating ${year}`, '/v1/Statistic/paged-rating', { year, size: 50 });
      post(`results ${year}`, '/v1/Statistic/paged-results', {
        searchStartDate: `${year}-01-01`,
        endSearchDate: `${year}-12-31`,
        size: 50,
      });
      get(`club standings ${year}`, `/v1/Club/standings?year=${year}`);
    }
    post('rating 2025 of the organizer', '/v1/Statistic/paged-rating', {
      year: 2025,
      organizerId: state.organizerId,
    });
    post('rating without a year', '/v1/Statistic/paged-rating', {});
    post('rating 2025, signed in', '/v1/Statistic/paged-rating', { year: 2025, size: 50 }, true);
    post('rating CSV 2025', '/v1/Statistic/rating-csv', { year: 2025 });
    post('riders’ last seasons', '/v1/Participant/paged-participant-last-year-of-activity-infos', {});
    for (const id of now.protocols) {
      get(`protocol ${id}`, `/v1/Protocol/${id}`);
      get(`protocol ${id}, signed in`, `/v1/Protocol/${id}`, true);
    }
    for (const id of now.riders) {
      get(`rider ${id}`, `/v1/Participant/participant-info?participantId=${id}`);
      post(`rider ${id} races`, '/v1/Participant/participant-protocols', { participantId: id, size: 50 });
      get(`rider ${id} chart 2025`, `/v1/Participant/season-progress?participantId=${id}&year=2025`);
    }
    if (now.riders.length >= 2)
      get('head to head', `/v1/Participant/head-to-head?a=${now.riders[0]}&b=${now.riders[1]}`);
    for (const id of now.events) {
      get(`event ${id}`, `/v1/Event/${id}`);
      get(`event ${id}, signed in`, `/v1/Event/${id}`, true);
      post(`event ${id} protocols`, '/v1/Protocol/paged-short-info', { eventId: id });
    }
    get('calendar 2025', '/v1/Event/calendar?year=2025');
    post('events', '/v1/Event/paged', {
      searchStartDate: '2024-01-01',
      searchEndDate: '2026-12-31',
      size: 50,
    });
    post('protocols', '/v1/Protocol/paged', { size: 50 });
    post('news', '/v1/News/paged', {});
    get('organizers', '/v1/EventOrganizer/list');
    get('organizers with events', '/v1/Event/organizers-names-list');
    return reads;
  };

  let visitor = 0;
  /** Each read through both apps; the first answer that differs, or null. */
  const compare = async (state: State, label: string): Promise<string | null> => {
    for (const read of await readsOf(state)) {
      const headers = read.signedIn ? state.actors.headers.participant : {};
      const request = {
        method: read.method,
        url: read.url,
        headers,
        ...(read.payload ? { payload: read.payload } : {}),
      };
      // Many visitors, not one address that would meet the limit of costly misses.
      const fromCache = await cached.app.inject({
        ...request,
        remoteAddress: `10.1.${visitor % 250}.${(visitor += 1) % 250}`,
      });
      const truth = await plain.app.inject(request);
      const same =
        fromCache.statusCode === truth.statusCode &&
        (fromCache.headers['content-type']?.toString().includes('json')
          ? JSON.stringify(fromCache.json()) === JSON.stringify(truth.json())
          : fromCache.body === truth.body);
      if (cacheStatus(fromCache) === 'stale')
        return `${label}: ${read.name} was given stale in a sequential read`;
      if (!same)
        return (
          `${label}: ${read.name} (${cacheStatus(fromCache)}) differs from an uncached read:\n` +
          `  cached ${fromCache.statusCode} ${fromCache.body.slice(0, 300)}\n  truth  ${truth.statusCode} ${truth.body.slice(0, 300)}`
        );
    }
    return null;
  };

  const runWrites = async (writes: Write[]) => {
    const state = await freshWorld();
    const first = await compare(state, 'before any write');
    if (first) throw new Error(first);
    for (const [step, write] of writes.entries()) {
      await perform(state, write);
      const problem = await compare(state, `after write ${step + 1} ${JSON.stringify(write)}`);
      if (problem) throw new Error(problem);
    }
  };

  it('keeps every cached answer equal to an uncached read, whatever the writes', async () => {
    await fc.assert(fc.asyncProperty(fc.array(writeArbitrary, { minLength: 1, maxLength: 5 }), runWrites), {
      numRuns: Number(process.env.READ_PATH_MODEL_RUNS ?? 8),
      // Sequences a run once found wrong, kept so that they run every time.
      examples: [
        // A protocol moved to another season without recalculating leaves its old season's table
        // showing the rider; their new club must reach that table too.
        [
          [
            {
              kind: 'updateProtocol',
              protocol: 0,
              rename: false,
              rating: false,
              moveTo: 869656787,
              recalculate: false,
            },
            { kind: 'editRider', rider: 300503939, club: 'Пелотон' },
          ],
        ],
      ],
      ...(process.env.READ_PATH_MODEL_SEED ? { seed: Number(process.env.READ_PATH_MODEL_SEED) } : {}),
    });
  }, 1_800_000);

  it('finds the wrong answer a write leaves when it forgets its tags', async () => {
    const sabotaged = fc
      .tuple(fc.nat(), fc.array(writeArbitrary, { maxLength: 1 }))
      .map(([rider, rest]): Write[] => [{ kind: 'sabotage', rider }, ...rest]);
    const result = await fc.check(fc.asyncProperty(sabotaged, runWrites), { numRuns: 3, endOnFailure: true });
    expect(result.failed).toBe(true);
    expect(String(result.errorInstance)).toMatch(/differs from an uncached read/);
  }, 600_000);
});
