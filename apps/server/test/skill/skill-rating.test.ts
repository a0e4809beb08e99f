import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import { replayPacked } from '@velo/skill';
import { recalculateSkill, type ReplaySkill } from '../../src/domain/skill/recalculate-skill.js';
import { markSkillStaleFrom, readSkillState } from '../../src/domain/skill/skill-repository.js';
import { queueSkillRecalculation } from '../../src/domain/skill/skill-job.js';
import { buildEvent } from '../helpers/factories.js';
import { participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { create, setUp, upload, type World } from '../protocols/upload-helpers.js';
import { publishStartList, setUpStartLists } from '../start-lists/start-list-helpers.js';

/* The skill rating through HTTP (issue 39): computed by its job after a protocol, read by its calls. */

const readSkill = (app: TestApp, query: string) =>
  app.app.inject({ method: 'GET', url: `/v1/Skill/participant?${query}` });

const publishProtocol = async (world: World, csv?: string) => {
  const preview = await upload(world, csv);
  expect(preview.statusCode).toBe(200);
  const created = await create(world, preview.json().cachedProtocolDataId);
  expect(created.statusCode).toBe(200);
};

const REVERSED = [
  'Протокол результатов;;;;;;',
  'Место;Фамилия;Имя;Год рождения;Пол;Команда;Время',
  '1;Сидоров;Пётр;1982;М;;2:00:00',
  '2;ПЕТРОВ;ИВАН;1980;М;Вперёд;2:01:00',
].join('\r\n');

describe('the skill rating', () => {
  const t = useTestApp();

  it('is computed by its job after a new protocol: the winner above the second, a DNF not rated', async () => {
    const world = await setUp(t());
    await publishProtocol(world);
    const petrov = await participantIdOf(t().db, 'Петров');
    expect((await readSkill(t(), `participantId=${petrov}`)).json().rating).toBeNull();
    await t().ctx.jobRunner.drain();

    const winner = (await readSkill(t(), `participantId=${petrov}`)).json();
    const second = (await readSkill(t(), `participantId=${await participantIdOf(t().db, 'Сидоров')}`)).json();
    expect(winner).toMatchObject({
      family: 'road',
      families: [{ family: 'road', races: 1 }],
      rating: { races: 1, provisional: true, rank: null, lastRaceDate: '2024-06-01' },
    });
    expect(winner.history).toHaveLength(1);
    expect(winner.history[0]).toMatchObject({ eventId: world.eventId, eventDate: '2024-06-01' });
    expect(winner.rating.display).toBeGreaterThan(second.rating.display);
    expect(winner.history[0].change).toBeGreaterThan(0);

    const dnf = (await readSkill(t(), `participantId=${await participantIdOf(t().db, 'Смирнов')}`)).json();
    expect(dnf).toMatchObject({ families: [], family: null, rating: null, history: [] });
  });

  it('moves from the next race on: a later protocol the other way round adds to the history', async () => {
    const world = await setUp(t());
    await publishProtocol(world);
    await t().ctx.jobRunner.drain();
    const later = await buildEvent(t().db, {
      organizerId: world.actors.organizerAId,
      eventDate: '2024-07-01',
      isRating: true,
    });
    await publishProtocol({ ...world, eventId: later.id }, REVERSED);
    await t().ctx.jobRunner.drain();

    const sidorov = (
      await readSkill(t(), `participantId=${await participantIdOf(t().db, 'Сидоров')}`)
    ).json();
    expect(sidorov.history.map((entry: { eventId: number }) => entry.eventId)).toEqual([
      world.eventId,
      later.id,
    ]);
    expect(sidorov.history[1].change).toBeGreaterThan(0);
    expect(sidorov.rating).toMatchObject({ races: 2, lastRaceDate: '2024-07-01' });
    expect(sidorov.biggestMoves).toHaveLength(2);
    const sizes = sidorov.biggestMoves.map((move: { change: number }) => Math.abs(move.change));
    expect(sizes[0]).toBeGreaterThanOrEqual(sizes[1]);
  });

  it('shows no race of a protocol deleted before the skill job has run again, and none after', async () => {
    const world = await setUp(t());
    await publishProtocol(world);
    const later = await buildEvent(t().db, {
      organizerId: world.actors.organizerAId,
      eventDate: '2024-07-01',
      isRating: true,
    });
    const laterWorld = { ...world, eventId: later.id };
    const created = await create(
      laterWorld,
      (await upload(laterWorld, REVERSED)).json().cachedProtocolDataId,
    );
    await t().ctx.jobRunner.drain();
    const sidorov = await participantIdOf(t().db, 'Сидоров');
    const eventsOf = async () =>
      (await readSkill(t(), `participantId=${sidorov}`))
        .json()
        .history.map((entry: { eventId: number; eventName: string }) => entry.eventId);
    expect(await eventsOf()).toEqual([world.eventId, later.id]);

    const deleted = await t().app.inject({
      method: 'DELETE',
      url: `/v1/Protocol/${created.json().protocolId}`,
      headers: world.actors.headers.organizerA,
    });
    expect(deleted.statusCode).toBe(200);
    // The skill job has not run yet: the numbers are the stored ones, the deleted race is not listed.
    const before = (await readSkill(t(), `participantId=${sidorov}`)).json();
    expect(before.history.map((entry: { eventId: number }) => entry.eventId)).toEqual([world.eventId]);
    expect(before.biggestMoves.map((move: { eventId: number }) => move.eventId)).toEqual([world.eventId]);
    expect(before.biggestMoves.every((move: { eventName: string }) => move.eventName !== '')).toBe(true);
    await t().ctx.jobRunner.drain();
    expect(await eventsOf()).toEqual([world.eventId]);
  });

  it("gives a full recalculation's ratings after a protocol on an earlier day: riders who raced later are cut back and replayed", async () => {
    const world = await setUp(t());
    await publishProtocol(world);
    const later = await buildEvent(t().db, {
      organizerId: world.actors.organizerAId,
      eventDate: '2024-07-01',
      isRating: true,
    });
    await publishProtocol({ ...world, eventId: later.id }, REVERSED);
    await t().ctx.jobRunner.drain();
    // Between the two: the job recalculates from its day, not from the first race.
    const between = await buildEvent(t().db, {
      organizerId: world.actors.organizerAId,
      eventDate: '2024-06-15',
      isRating: true,
    });
    await publishProtocol({ ...world, eventId: between.id }, REVERSED);
    await t().ctx.jobRunner.drain();

    const sidorov = await participantIdOf(t().db, 'Сидоров');
    const history = (await readSkill(t(), `participantId=${sidorov}`)).json().history;
    expect(history.map((entry: { eventId: number }) => entry.eventId)).toEqual([
      world.eventId,
      between.id,
      later.id,
    ]);
    const stored = () => queryRows(t().db, sql`select * from skill_ratings order by participant_id, family`);
    const incremental = await stored();
    expect(incremental).toHaveLength(2);
    // From nothing: every row computed anew, none kept from the incremental run.
    await t().db.execute(sql`delete from skill_ratings`);
    await recalculateSkill(t().db, { full: true });
    expect(await stored()).toEqual(incremental);
  });

  it('is replayed with no transaction open: a protocol published meanwhile is read again, as a full recalculation has it', async () => {
    const world = await setUp(t());
    await publishProtocol(world);
    await t().ctx.jobRunner.drain();
    const later = await buildEvent(t().db, {
      organizerId: world.actors.organizerAId,
      eventDate: '2024-07-01',
      isRating: true,
    });
    await markSkillStaleFrom(t().db, '2024-06-01');
    let replays = 0;
    // The organizer publishes while the engine replays. Were the rating's transaction open, the
    // publishing would wait for it on PGlite (and never end, as the replay waits for it).
    const replay: ReplaySkill = async (...args) => {
      replays += 1;
      if (replays === 1) await publishProtocol({ ...world, eventId: later.id }, REVERSED);
      return replayPacked(...args);
    };
    await recalculateSkill(t().db, {}, replay);
    expect(replays).toBe(2);

    const sidorov = await participantIdOf(t().db, 'Сидоров');
    const history = (await readSkill(t(), `participantId=${sidorov}`)).json().history;
    expect(history.map((entry: { eventId: number }) => entry.eventId)).toEqual([world.eventId, later.id]);
    const stored = () => queryRows(t().db, sql`select * from skill_ratings order by participant_id, family`);
    const replayed = await stored();
    await t().db.execute(sql`delete from skill_ratings`);
    await recalculateSkill(t().db, { full: true });
    expect(await stored()).toEqual(replayed);
  });

  it('is written in pieces where a transaction would hold every reader: a protocol on an earlier day published during the replay leaves it stale, and the next run gives a full recalculation’s ratings', async () => {
    const world = await setUp(t());
    await publishProtocol(world);
    await t().ctx.jobRunner.drain();
    const later = await buildEvent(t().db, {
      organizerId: world.actors.organizerAId,
      eventDate: '2024-07-01',
      isRating: true,
    });
    await publishProtocol({ ...world, eventId: later.id }, REVERSED);
    const between = await buildEvent(t().db, {
      organizerId: world.actors.organizerAId,
      eventDate: '2024-06-15',
      isRating: true,
    });
    let replays = 0;
    const replay: ReplaySkill = async (...args) => {
      replays += 1;
      if (replays === 1) await publishProtocol({ ...world, eventId: between.id }, REVERSED);
      return replayPacked(...args);
    };
    const run = await recalculateSkill(t().db, { inPieces: true }, replay);
    // Written as replayed (from 1 July, without the protocol of 15 June), not replayed again.
    expect(replays).toBe(1);
    expect(run.fromDay).toBe('2024-07-01');
    const sidorov = await participantIdOf(t().db, 'Сидоров');
    const eventsOf = async () =>
      (await readSkill(t(), `participantId=${sidorov}`))
        .json()
        .history.map((entry: { eventId: number }) => entry.eventId);
    expect(await eventsOf()).toEqual([world.eventId, later.id]);
    expect(await readSkillState(t().db)).toMatchObject({ isStale: true, staleFrom: '2024-06-15' });

    // The job the protocol queued replays from 15 June, over the riders as the pieces left them.
    await t().ctx.jobRunner.drain();
    expect(await readSkillState(t().db)).toMatchObject({ isStale: false });
    expect(await eventsOf()).toEqual([world.eventId, between.id, later.id]);
    const stored = () => queryRows(t().db, sql`select * from skill_ratings order by participant_id, family`);
    const replayed = await stored();
    await t().db.execute(sql`delete from skill_ratings`);
    await recalculateSkill(t().db, { full: true });
    expect(await stored()).toEqual(replayed);
  });

  it('answers 404 for an unknown rider and 400 for a family or id outside the list', async () => {
    const unknown = await readSkill(t(), 'participantId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: 'Участник не найден' });
    const family = await readSkill(t(), 'participantId=1&family=swimming');
    expect(family.statusCode).toBe(400);
    expect(JSON.stringify(family.json())).toContain('Неизвестная группа дисциплин');
    expect((await readSkill(t(), 'participantId=abc')).statusCode).toBe(400);
    expect((await readSkill(t(), '')).statusCode).toBe(400);
  });
});

describe('the prediction of a start list', () => {
  const t = useTestApp();
  const readPrediction = (query: string) =>
    t().app.inject({ method: 'GET', url: `/v1/Skill/event-prediction?${query}` });

  it('orders each gender by skill, with an 80 % place range and the points of the predicted place', async () => {
    const world = await setUpStartLists(t());
    await recalculateSkill(t().db, { full: true });
    await publishStartList(world);
    const response = await readPrediction(`eventId=${world.eventId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.family).toBe('road');
    const men = body.groups.find((group: { gender: string }) => group.gender === 'male');
    // Петров won the season's race: first; Новиков, unknown, has no number.
    expect(men.riders[0]).toMatchObject({ lastName: 'Петров', order: 1, provisional: true });
    expect(men.riders.map((rider: { order: number }) => rider.order)).toEqual([1, 2, 3, 4]);
    for (const rider of men.riders) {
      expect(rider.low).toBeLessThanOrEqual(rider.order);
      expect(rider.high).toBeGreaterThanOrEqual(rider.order);
      expect(rider.high).toBeLessThanOrEqual(4);
    }
    expect(men.riders.find((rider: { lastName: string }) => rider.lastName === 'Новиков').display).toBeNull();
    const startList = (await t().app.inject({ method: 'GET', url: `/v1/StartList/${world.eventId}` })).json();
    const forecast = startList.forecasts.find((f: { gender: string }) => f.gender === 'male');
    expect(men.riders[0].points).toBe(forecast.placePoints[0].points);
    const women = body.groups.find((group: { gender: string }) => group.gender === 'female');
    expect(women.riders).toHaveLength(1);
  });

  it('answers 404 for an unknown event or one without a start list, 400 for a malformed id', async () => {
    const world = await setUpStartLists(t());
    const unknown = await readPrediction('eventId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: 'Мероприятие не найдено' });
    expect((await readPrediction(`eventId=${world.eventId}`)).statusCode).toBe(404);
    expect((await readPrediction('eventId=x')).statusCode).toBe(400);
  });
});

describe('the skill rating through the read cache', () => {
  const t = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '60' } });

  it('answers anew after the skill job: a kept rider’s skill and forecast do not outlive a recalculation', async () => {
    const world = await setUpStartLists(t());
    await publishStartList(world);
    const petrov = await participantIdOf(t().db, 'Петров');
    const petrovIn = (response: {
      json: () => { groups: { riders: { lastName: string; display: number | null }[] }[] };
    }) =>
      response
        .json()
        .groups.flatMap((group) => group.riders)
        .find((rider) => rider.lastName === 'Петров');
    const predict = () =>
      t().app.inject({ method: 'GET', url: `/v1/Skill/event-prediction?eventId=${world.eventId}` });

    expect((await readSkill(t(), `participantId=${petrov}`)).json().rating).toBeNull();
    expect(petrovIn(await predict())?.display).toBeNull();

    // Only the skill job runs: no protocol, rider or start list changes beside it.
    await queueSkillRecalculation(t().ctx, t().db, null);
    await t().ctx.jobRunner.drain();

    expect((await readSkill(t(), `participantId=${petrov}`)).json().rating).toMatchObject({ races: 1 });
    expect(petrovIn(await predict())?.display).toEqual(expect.any(Number));
  });
});
