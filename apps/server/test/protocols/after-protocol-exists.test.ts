import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, gt, sql } from 'drizzle-orm';
import * as t from '../../src/db/schema/index.js';
import { afterProtocolExists } from '../../src/domain/protocols/after-protocol-exists.js';
import { startFakeTelegram } from '../helpers/fake-telegram.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { create, setUp, upload, type World } from './upload-helpers.js';

/*
 * The one step after a protocol exists (issue 40): the wizard's create and the partner's saga queue the
 * same jobs, inside the transaction that makes the protocol, and a create that fails queues none.
 */

const telegram = await startFakeTelegram();
afterAll(() => telegram.close());
beforeEach(() => telegram.reset());

const KEY = 'tdk-after-protocol-key-1';

type JobRow = typeof t.jobs.$inferSelect;
const lastJobId = async (app: TestApp) =>
  (await app.db.select({ id: t.jobs.id }).from(t.jobs).orderBy(asc(t.jobs.id))).at(-1)?.id ?? 0;
const jobsAfter = (app: TestApp, id: number): Promise<JobRow[]> =>
  app.db.select().from(t.jobs).where(gt(t.jobs.id, id)).orderBy(asc(t.jobs.id));

/** The jobs as a reader compares them: type, payload (the protocol's id as P), the job each waits for. */
const shapeOf = (rows: JobRow[], protocolId: number) =>
  rows
    .filter((job) => job.type !== 'integration.process-sagas')
    .map((job) => ({
      type: job.type,
      payload: Object.fromEntries(
        Object.entries(job.payload as Record<string, unknown>).map(([key, value]) => [
          key,
          value === protocolId ? 'P' : value,
        ]),
      ),
      waitsFor: rows.find((other) => other.id === job.afterJobId)?.type ?? null,
      status: job.status,
    }));

/** A package of the upload's four riders for organizer A's event, as the partner sends it. */
const packageFor = (world: World, packageId: string) => ({
  packageId,
  eventId: world.eventId,
  clusterAgeCategoryId: world.mixedCategoryId,
  configId: world.configId,
  rows: [
    {
      place: 1,
      lastName: 'Петров',
      firstName: 'Иван',
      yearOfBirth: 1980,
      gender: 'male',
      resultTime: '2:10:00',
    },
    {
      place: 2,
      lastName: 'Сидоров',
      firstName: 'Пётр',
      yearOfBirth: 1982,
      gender: 'male',
      resultTime: '2:10:30',
    },
    {
      place: 3,
      lastName: 'Кузнецова',
      firstName: 'Анна',
      yearOfBirth: 1985,
      gender: 'female',
      resultTime: '2:20:00',
    },
    { place: null, lastName: 'Смирнов', firstName: 'Олег', yearOfBirth: 1979, gender: 'male', status: 'DNF' },
  ],
});

const pushPackage = async (app: TestApp, world: World, packageId: string): Promise<number> => {
  const pushed = await app.app.inject({
    method: 'POST',
    url: '/integration-api/Tdk/import-package',
    headers: { 'x-api-key': KEY },
    payload: packageFor(world, packageId),
  });
  expect(pushed.statusCode).toBe(202);
  return pushed.json().id as number;
};

const sagaOf = async (app: TestApp, id: number) =>
  (await app.db.select().from(t.integrationSagas).where(eq(t.integrationSagas.id, id)))[0]!;

/** The jobs table refuses a channel post: the step's last job cannot be queued. */
const refuseChannelPosts = async (app: TestApp) => {
  await app.db.execute(sql`
    create function refuse_channel_post() returns trigger language plpgsql as $$
    begin
      if new.type = 'telegram.channel-post' then raise exception 'test: no channel post'; end if;
      return new;
    end $$`);
  await app.db.execute(sql`
    create trigger refuse_channel_post before insert on jobs for each row execute function refuse_channel_post()`);
};
const allowChannelPosts = async (app: TestApp) => {
  await app.db.execute(sql`drop trigger if exists refuse_channel_post on jobs`);
  await app.db.execute(sql`drop function if exists refuse_channel_post()`);
};

/** The standings refuse new rows: a recalculation fails. */
const refuseStandings = async (app: TestApp) => {
  await app.db.execute(sql`
    create function refuse_standings() returns trigger language plpgsql as $$
    begin raise exception 'test: no standings'; end $$`);
  await app.db.execute(sql`
    create trigger refuse_standings before insert on standings for each row execute function refuse_standings()`);
};
const allowStandings = async (app: TestApp) => {
  await app.db.execute(sql`drop trigger if exists refuse_standings on standings`);
  await app.db.execute(sql`drop function if exists refuse_standings()`);
};

describe('the step after a protocol exists', () => {
  // Organizer A (the first organizer of the world) is the partner's; the bot posts to channels.
  const t2 = useTestApp({ env: telegram.env({ INTEGRATION_API_KEYS: `1:${KEY}` }) });
  afterEach(async () => {
    await allowChannelPosts(t2());
    await allowStandings(t2());
  });

  it('queues the notices, the channel post and the recalculation with the wizard’s protocol, and runs the recalculation before the answer', async () => {
    const app = t2();
    const world = await setUp(app);
    expect(world.actors.organizerAId).toBe(1);
    const before = await lastJobId(app);
    const cached = (await upload(world)).json().cachedProtocolDataId as string;
    const response = await create(world, cached);
    expect(response.json()).toMatchObject({ isSuccess: true, warnings: {} });
    const protocolId = response.json().protocolId as number;

    const queued = await jobsAfter(app, before);
    expect(shapeOf(queued, protocolId)).toEqual([
      { type: 'rating.recalculate-stale-season', payload: { year: 2024 }, waitsFor: null, status: 'done' },
      // The skill rating (issue 39) from the race day, after the season's points.
      {
        type: 'skill.recalculate',
        payload: {},
        waitsFor: 'rating.recalculate-stale-season',
        status: 'queued',
      },
      // The protocol is provisional: its protest window closes in 24 hours (issue 38).
      {
        type: 'protocols.close-protest-window',
        payload: { protocolId: 'P' },
        waitsFor: null,
        status: 'queued',
      },
      {
        type: 'notifications.event-results',
        payload: { protocolId: 'P' },
        waitsFor: 'rating.recalculate-stale-season',
        status: 'queued',
      },
      { type: 'telegram.channel-post', payload: { protocolId: 'P' }, waitsFor: null, status: 'queued' },
    ]);
    // The recalculation ran from the race day, before the answer.
    expect(queued[0]!.result).toMatchObject({ year: 2024, protocols: 1 });
    const [season] = await app.db.select().from(t.seasons).where(eq(t.seasons.year, 2024));
    expect(season!.isStale).toBe(false);
  });

  it('answers the protocol saved with a warning when its recalculation fails, and the queue tries that again, the notices after it', async () => {
    const app = t2();
    const world = await setUp(app);
    const before = await lastJobId(app);
    const cached = (await upload(world)).json().cachedProtocolDataId as string;
    await refuseStandings(app);
    const response = await create(world, cached);
    expect(response.json()).toMatchObject({
      isSuccess: true,
      warnings: {
        RatingsCalculation: [
          'Протокол сохранён, но рейтинг пересчитать не удалось. Запустите пересчёт позже.',
        ],
      },
    });
    const protocolId = response.json().protocolId as number;
    const [recalculation, skill, close, notices] = await jobsAfter(app, before);
    expect(skill).toMatchObject({ type: 'skill.recalculate', afterJobId: recalculation!.id });
    expect(close).toMatchObject({ type: 'protocols.close-protest-window', status: 'queued' });
    expect(recalculation).toMatchObject({
      status: 'queued',
      attempts: 1,
      // The database's words stay in the log: the job keeps the SQLSTATE only (not the query's rows).
      error: 'Ошибка базы данных (SQLSTATE P0001)',
    });
    expect(notices).toMatchObject({ type: 'notifications.event-results', afterJobId: recalculation!.id });

    // Later, when the standings take rows again: the recalculation, then the notices with points.
    await allowStandings(app);
    await app.db
      .update(t.jobs)
      .set({ runAfter: sql`now()` })
      .where(eq(t.jobs.id, recalculation!.id));
    await app.ctx.jobRunner.drain();
    expect(shapeOf(await jobsAfter(app, before), protocolId).map((job) => [job.type, job.status])).toEqual([
      ['rating.recalculate-stale-season', 'done'],
      ['skill.recalculate', 'done'],
      ['protocols.close-protest-window', 'queued'],
      ['notifications.event-results', 'done'],
      ['telegram.channel-post', 'done'],
    ]);
    const [season] = await app.db.select().from(t.seasons).where(eq(t.seasons.year, 2024));
    expect(season!.isStale).toBe(false);
  });

  it('queues the same jobs for the partner’s package as for the wizard’s upload', async () => {
    const app = t2();
    const world = await setUp(app);
    const beforeWizard = await lastJobId(app);
    const cached = (await upload(world)).json().cachedProtocolDataId as string;
    const wizardProtocol = (await create(world, cached)).json().protocolId as number;
    await app.ctx.jobRunner.drain();
    const wizardJobs = await jobsAfter(app, beforeWizard);

    const beforeSaga = await lastJobId(app);
    const sagaId = await pushPackage(app, world, 'same-jobs');
    await app.ctx.jobRunner.drain();
    const saga = await sagaOf(app, sagaId);
    expect(saga).toMatchObject({ state: 'done', step: 'finished' });
    const sagaJobs = await jobsAfter(app, beforeSaga);

    expect(shapeOf(sagaJobs, saga.protocolId!)).toEqual(shapeOf(wizardJobs, wizardProtocol));
    expect(shapeOf(sagaJobs, saga.protocolId!).map((job) => [job.type, job.status])).toEqual([
      ['rating.recalculate-stale-season', 'done'],
      ['skill.recalculate', 'done'],
      ['protocols.close-protest-window', 'queued'],
      ['notifications.event-results', 'done'],
      ['telegram.channel-post', 'done'],
    ]);
    // The saga's recalculation is the one its protocol's step queued.
    expect(saga.data).toMatchObject({
      recalculationJobId: sagaJobs.find((job) => job.type === 'rating.recalculate-stale-season')!.id,
    });
  });

  it('queues nothing, and keeps nothing, when the wizard’s create fails in its transaction; the upload is still there', async () => {
    const app = t2();
    const world = await setUp(app);
    const cached = (await upload(world)).json().cachedProtocolDataId as string;
    const before = await lastJobId(app);
    await refuseChannelPosts(app);
    const failed = await create(world, cached);
    expect(failed.statusCode).toBe(500);
    expect(await jobsAfter(app, before)).toEqual([]);
    expect(await app.db.select().from(t.protocols)).toEqual([]);
    expect(await app.db.select().from(t.seasons)).toEqual([]);

    await allowChannelPosts(app);
    const again = await create(world, cached);
    expect(again.json()).toMatchObject({ isSuccess: true, warnings: {} });
    expect((await jobsAfter(app, before)).map((job) => job.type)).toEqual([
      'rating.recalculate-stale-season',
      'skill.recalculate',
      'protocols.close-protest-window',
      'notifications.event-results',
      'telegram.channel-post',
    ]);
  });

  it('queues nothing when the saga’s protocol step fails, and queues the jobs once when it is tried again', async () => {
    const app = t2();
    const world = await setUp(app);
    await refuseChannelPosts(app);
    const before = await lastJobId(app);
    const sagaId = await pushPackage(app, world, 'fails-once');
    await app.ctx.jobRunner.drain();
    expect(await sagaOf(app, sagaId)).toMatchObject({
      state: 'new',
      step: 'createProtocol',
      attempts: 1,
      protocolId: null,
    });
    // Only the saga's own processing runs (the next one put off by the step's back-off).
    expect((await jobsAfter(app, before)).every((job) => job.type === 'integration.process-sagas')).toBe(
      true,
    );
    expect(await app.db.select().from(t.protocols)).toEqual([]);

    await allowChannelPosts(app);
    await app.db
      .update(t.integrationSagas)
      .set({ runAfter: sql`now()` })
      .where(eq(t.integrationSagas.id, sagaId));
    await app.db
      .update(t.jobs)
      .set({ runAfter: sql`now()` })
      .where(eq(t.jobs.status, 'queued'));
    await app.ctx.jobRunner.drain();
    const saga = await sagaOf(app, sagaId);
    expect(saga).toMatchObject({ state: 'done', step: 'finished' });
    expect(
      shapeOf(await jobsAfter(app, before), saga.protocolId!).map((job) => [job.type, job.status]),
    ).toEqual([
      ['rating.recalculate-stale-season', 'done'],
      ['skill.recalculate', 'done'],
      ['protocols.close-protest-window', 'queued'],
      ['notifications.event-results', 'done'],
      ['telegram.channel-post', 'done'],
    ]);
  });

  it('for a corrected protocol, queues only the recalculations (the points’ and the skill rating’s), and says what the protocol touched', async () => {
    const app = t2();
    const world = await setUp(app);
    const cached = (await upload(world)).json().cachedProtocolDataId as string;
    const protocolId = (await create(world, cached)).json().protocolId as number;
    await app.ctx.jobRunner.drain();
    const before = await lastJobId(app);

    const touched = await app.db.transaction((tx) =>
      afterProtocolExists(app.ctx, tx, protocolId, { kind: 'corrected', recalculation: 'now' }),
    );
    const riders = await app.db
      .selectDistinct({ id: t.protocolResults.participantId })
      .from(t.protocolResults)
      .where(eq(t.protocolResults.protocolId, protocolId));
    expect(touched).toEqual({
      protocolId,
      eventId: world.eventId,
      organizerId: world.actors.organizerAId,
      season: 2024,
      raceDay: '2024-06-01',
      riderIds: riders.map((rider) => rider.id).sort((a, b) => a - b),
      recalculationJobId: expect.any(Number),
      // Only a new protocol opens a protest window.
      protestClosesAt: null,
    });
    const queued = await jobsAfter(app, before);
    expect(queued.map((job) => [job.id, job.type])).toEqual([
      [touched.recalculationJobId, 'rating.recalculate-stale-season'],
      [touched.recalculationJobId! + 1, 'skill.recalculate'],
    ]);
    const [stale] = await app.db.select().from(t.seasons).where(eq(t.seasons.year, 2024));
    expect(stale).toMatchObject({ isStale: true, staleFrom: '2024-06-01' });
    expect(await app.ctx.jobRunner.runNow(touched.recalculationJobId!)).toMatchObject({ state: 'done' });
    const [fresh] = await app.db.select().from(t.seasons).where(eq(t.seasons.year, 2024));
    expect(fresh!.isStale).toBe(false);
  });

  it('leaves a deferred recalculation to the next one asked for: only the season marked stale', async () => {
    const app = t2();
    const world = await setUp(app);
    const cached = (await upload(world, undefined, 'admin')).json().cachedProtocolDataId as string;
    const before = await lastJobId(app);
    const response = await create(world, cached, { needToRecalculateRatings: false }, 'admin');
    expect(response.json().warnings.RatingsCalculation[0]).toContain('без пересчёта');
    expect(shapeOf(await jobsAfter(app, before), response.json().protocolId)).toEqual([
      { type: 'skill.recalculate', payload: {}, waitsFor: null, status: 'queued' },
      {
        type: 'protocols.close-protest-window',
        payload: { protocolId: 'P' },
        waitsFor: null,
        status: 'queued',
      },
      { type: 'notifications.event-results', payload: { protocolId: 'P' }, waitsFor: null, status: 'queued' },
      { type: 'telegram.channel-post', payload: { protocolId: 'P' }, waitsFor: null, status: 'queued' },
    ]);
    const [season] = await app.db.select().from(t.seasons).where(eq(t.seasons.year, 2024));
    expect(season).toMatchObject({ isStale: true, staleFrom: '2024-06-01' });
  });

  it('finishes a saga that an earlier version left after its protocol, with nothing queued, queuing the step once', async () => {
    const app = t2();
    const world = await setUp(app);
    for (const step of ['recalculate', 'notify'] as const) {
      const cached = (await upload(world)).json().cachedProtocolDataId as string;
      const protocolId = (await create(world, cached, { needToRecalculateRatings: false })).json()
        .protocolId as number;
      // As the earlier version left it: the protocol made, the season stale, nothing queued.
      await app.db.delete(t.jobs);
      const sagaId = await pushPackage(app, world, `left-at-${step}`);
      await app.db
        .update(t.integrationSagas)
        .set({ step, protocolId, data: { matchedRiders: {}, newRiders: 0 } })
        .where(eq(t.integrationSagas.id, sagaId));
      await app.ctx.jobRunner.drain();
      const saga = await sagaOf(app, sagaId);
      expect(saga, step).toMatchObject({ state: 'done', step: 'finished' });
      const jobs = shapeOf(await jobsAfter(app, 0), protocolId);
      expect(
        jobs.map((job) => [job.type, job.waitsFor]),
        step,
      ).toEqual([
        ['rating.recalculate-stale-season', null],
        ['skill.recalculate', 'rating.recalculate-stale-season'],
        ['protocols.close-protest-window', null],
        ['notifications.event-results', 'rating.recalculate-stale-season'],
        ['telegram.channel-post', null],
      ]);
      // At `recalculate` the saga runs the recalculation itself; at `notify` the queue does, a minute later.
      expect(jobs[0]!.status, step).toBe(step === 'recalculate' ? 'done' : 'queued');
      expect(saga.data, step).toMatchObject({ recalculationJobId: expect.any(Number) });
    }
  });
});
