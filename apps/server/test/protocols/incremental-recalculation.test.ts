import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import { events } from '../../src/db/schema/index.js';
import { importProtocols } from '../../src/domain/protocols/import-protocols.js';
import {
  markSeasonStaleFrom,
  recalculateSeasonInDatabase,
} from '../../src/domain/rating/recalculate-seasons.js';
import { RESULT_POINTS } from '../../src/domain/rating/result-points-sql.js';
import { buildScoredProtocols, row } from '../helpers/scored-protocols.js';
import { injectForm } from '../organizers/form-helpers.js';
import { useTestApp } from '../helpers/test-app.js';
import { resetDatabase } from '../helpers/test-database.js';
import { create, setUp, upload, type World } from './upload-helpers.js';

/*
 * Issue 17: a protocol created or deleted recalculates its season from its race day on; the days
 * before keep their stored points. The outcome must be exactly a full recalculation's.
 */

const riders = (names: string[]) => names.map((rider) => ({ rider }));

/** A season of 2024 around the wizard's event (2024-06-01), its riders meeting the file's. */
const season = async (world: World) =>
  buildScoredProtocols(world.app.db, [
    {
      eventDate: '2024-05-10',
      rows: riders([
        'Сидоров Пётр 1982 М',
        'Петров Иван 1980 М',
        'Орлов Илья 1975 М',
        'Кузнецова Анна 1985 Ж',
      ]),
    },
    {
      eventDate: '2024-05-20',
      rows: riders(['Орлов Илья 1975 М', 'Белов Юрий 1983 М', 'Петров Иван 1980 М', 'Котова Анна 1990 Ж']),
    },
    {
      eventDate: '2024-07-01',
      rows: riders([
        'Петров Иван 1980 М',
        'Сидоров Пётр 1982 М',
        'Белов Юрий 1983 М',
        'Кузнецова Анна 1985 Ж',
      ]),
    },
    {
      eventDate: '2024-08-15',
      rows: riders(['Белов Юрий 1983 М', 'Орлов Илья 1975 М', 'Котова Анна 1990 Ж', 'Кузнецова Анна 1985 Ж']),
    },
  ]);

/** Everything a recalculation writes for 2024: every result's points, F and Q, the national table. */
const snapshot = async (world: World) => ({
  points: await queryRows(
    world.app.db,
    sql`select r.id, r.gender_place, ${RESULT_POINTS}::text as points
        from protocol_results r join protocols p on p.id = r.protocol_id order by r.id`,
  ),
  coefficients: await queryRows(world.app.db, sql`select id, coefficients::text from protocols order by id`),
  standings: await queryRows<{ participant_id: number; rating: string; place: number }>(
    world.app.db,
    sql`select participant_id, gender, rating::text, place, gender_place, races_count from standings
        where year = 2024 and organizer_id = 0 and cluster_age_category_id = 0 order by place, participant_id`,
  ),
});

/**
 * A full recalculation onto an empty national table. Compared with one that starts from nothing, a
 * stored row that should have gone or changed and did not shows too, whatever way a recalculation
 * writes the table.
 */
const recalculateWhole = async (world: World) => {
  await world.app.db.execute(sql`delete from standings where year = 2024 and organizer_id = 0`);
  return recalculateSeasonInDatabase(world.app.db, 2024);
};

describe('incremental recalculation (issue 17)', () => {
  const t = useTestApp();

  it('a protocol created in the middle of the season: points and standings as a full recalculation gives them', async () => {
    const world = await setUp(t());
    await season(world);
    const before = await snapshot(world);
    const cached = (await upload(world)).json().cachedProtocolDataId;
    const response = await create(world, cached);
    expect(response.json()).toMatchObject({ isSuccess: true, warnings: {} });
    const incremental = await snapshot(world);
    // The race moved the later protocols' Q and the table…
    expect(incremental.standings).not.toEqual(before.standings);
    // …exactly as recalculating the whole season does.
    const whole = await recalculateWhole(world);
    expect(whole.fromDay).toBeNull();
    expect(whole.changedResults).toBe(0);
    expect(await snapshot(world)).toEqual(incremental);
    const [season2024] = await queryRows<{ is_stale: boolean; stale_from: string | null }>(
      world.app.db,
      sql`select is_stale, stale_from from seasons where year = 2024`,
    );
    expect(season2024).toEqual({ is_stale: false, stale_from: null });
  });

  it('protocols deleted: the season from the earliest of their days, as a full recalculation', async () => {
    const world = await setUp(t());
    const [, second, third] = await season(world);
    const response = await world.app.app.inject({
      method: 'POST',
      url: '/v1/Protocol/batch-delete',
      headers: world.actors.headers.admin,
      payload: { protocolIds: [third!.protocolId, second!.protocolId] },
    });
    expect(response.statusCode).toBe(200);
    const incremental = await snapshot(world);
    await recalculateWhole(world);
    expect(await snapshot(world)).toEqual(incremental);
  });

  it('riders whose only races are deleted leave the table; the others stay as a full recalculation has them', async () => {
    const world = await setUp(t());
    const [first, second, third, fourth] = await season(world);
    const response = await world.app.app.inject({
      method: 'POST',
      url: '/v1/Protocol/batch-delete',
      headers: world.actors.headers.admin,
      payload: { protocolIds: [second!.protocolId, third!.protocolId, fourth!.protocolId] },
    });
    expect(response.statusCode).toBe(200);
    const incremental = await snapshot(world);
    // Белов and Котова rode only the deleted races; the first race's four riders remain.
    expect(incremental.standings).toHaveLength(4);
    const firstRaceRiders = await queryRows<{ id: number }>(
      world.app.db,
      sql`select distinct participant_id as id from protocol_results where protocol_id = ${first!.protocolId}`,
    );
    expect(incremental.standings.map((row) => row.participant_id).sort()).toEqual(
      firstRaceRiders.map((rider) => rider.id).sort(),
    );
    await recalculateWhole(world);
    expect(await snapshot(world)).toEqual(incremental);
  });

  it('starts at the earliest changed day and keeps the days before it', async () => {
    const world = await setUp(t());
    await season(world);
    await markSeasonStaleFrom(world.app.db, '2024-07-01');
    await markSeasonStaleFrom(world.app.db, '2024-08-15');
    const run = await recalculateSeasonInDatabase(world.app.db, 2024, {}, { fromChangedDay: true });
    expect(run).toMatchObject({ fromDay: '2024-07-01', protocols: 2, changedResults: 0 });
    // Without a recorded day (a whole season marked stale, or never recalculated) it is the whole season.
    const again = await recalculateSeasonInDatabase(world.app.db, 2024, {}, { fromChangedDay: true });
    expect(again).toMatchObject({ fromDay: null, protocols: 4 });
  });

  it('an event moved to another day or out of the rating: its seasons are recalculated whole, in the background', async () => {
    const world = await setUp(t());
    const [first, second] = await season(world);
    const before = await snapshot(world);
    const moved = await injectForm(world.app, 'PUT', '/v1/Event', world.actors.headers.admin, {
      id: second!.eventId,
      eventDate: '2024-09-01',
    });
    expect(moved.statusCode).toBe(200);
    await world.app.app.ctx.jobRunner.drain();
    const afterMove = await snapshot(world);
    expect(afterMove.coefficients).not.toEqual(before.coefficients);
    await recalculateWhole(world);
    expect(await snapshot(world)).toEqual(afterMove);

    const unrated = await injectForm(world.app, 'PUT', '/v1/Event', world.actors.headers.admin, {
      id: first!.eventId,
      isRating: 'false',
    });
    expect(unrated.statusCode).toBe(200);
    await world.app.app.ctx.jobRunner.drain();
    const afterUnrating = await snapshot(world);
    expect(afterUnrating.standings).not.toEqual(afterMove.standings);
    await recalculateWhole(world);
    expect(await snapshot(world)).toEqual(afterUnrating);
  });

  it('a config whose points change: the seasons it scored are recalculated; a new name alone recalculates nothing', async () => {
    const world = await setUp(t());
    await season(world);
    const config = (
      await world.app.app.inject({ method: 'GET', url: `/v1/ProtocolConfig/${world.configId}` })
    ).json();
    const edit = (changes: Record<string, unknown>) =>
      world.app.app.inject({
        method: 'PUT',
        url: '/v1/ProtocolConfig',
        headers: world.actors.headers.admin,
        payload: {
          id: world.configId,
          name: config.name,
          significanceRatioCalculationMode: config.significanceRatioCalculationMode,
          representationRatioCalculationMode: config.representationRatioCalculationMode,
          scoreDistribution: config.scoreDistribution,
          ...changes,
        },
      });
    const before = await snapshot(world);
    expect((await edit({ name: 'По умолчанию (новое имя)' })).statusCode).toBe(200);
    await world.app.app.ctx.jobRunner.drain();
    expect(await snapshot(world)).toEqual(before);

    expect((await edit({ scoreDistribution: [300, 250, 200, 150] })).statusCode).toBe(200);
    await world.app.app.ctx.jobRunner.drain();
    const after = await snapshot(world);
    expect(after.standings[0]!.rating).not.toBe(before.standings[0]!.rating);
    await recalculateWhole(world);
    expect(await snapshot(world)).toEqual(after);
  });

  it('a protocol in the week before the last race day, on it or after it starts from the checkpoint the last recalculation left', async () => {
    const world = await setUp(t());
    await season(world);
    const checkpointOf = async () => {
      const [row2024] = await queryRows<{ day: string | null; checkpoint: string | null }>(
        world.app.db,
        sql`select to_char(checkpoint_day, 'YYYY-MM-DD') as day, checkpoint from seasons where year = 2024`,
      );
      const tallies = (row2024?.checkpoint ?? '').split('\x1e').filter(Boolean).sort();
      return { day: row2024?.day ?? null, tallies };
    };
    // The full recalculation left what the days before 8 August gave: a week before the last race day.
    expect((await checkpointOf()).day).toBe('2024-08-08');

    // The wizard's protocol on that last day, through HTTP: the create recalculates from the checkpoint.
    await world.app.db.update(events).set({ eventDate: '2024-08-15' }).where(eq(events.id, world.eventId));
    const created = await create(world, (await upload(world)).json().cachedProtocolDataId);
    expect(created.json()).toMatchObject({ isSuccess: true });
    expect((await checkpointOf()).day).toBe('2024-08-08');

    const race = async (name: string, eventDate: string, riders: string[]) => {
      const [event] = await world.app.db
        .insert(events)
        .values({ name, eventDate, organizerId: world.actors.organizerAId, isRating: true })
        .returning({ id: events.id });
      await importProtocols(world.app.db, [
        {
          name: 'Абсолют',
          eventId: event!.id,
          configId: world.configId,
          clusterAgeCategoryId: null,
          isRatingProtocol: true,
          isRatingFromProtocolFile: false,
          originalFileId: null,
          uploadedByUserId: null,
          rows: riders.map((rider, index) => row({ rider }, index)),
        },
      ]);
      await markSeasonStaleFrom(world.app.db, eventDate);
      return recalculateSeasonInDatabase(world.app.db, 2024, {}, { fromChangedDay: true });
    };

    // A race of that week uploaded after the last day's: it starts at the checkpoint too, which stays.
    const midweek = await race('Среда', '2024-08-12', ['Белов Юрий 1983 М', 'Котова Анна 1990 Ж']);
    expect(midweek).toMatchObject({ fromDay: '2024-08-08', protocols: 3 });
    expect((await checkpointOf()).day).toBe('2024-08-08');

    // A race after the last day: the recalculation starts at the checkpoint's day, not at its own,
    // and leaves a checkpoint a week before the new last day.
    const run = await race('Сентябрь', '2024-09-01', [
      'Котова Анна 1990 Ж',
      'Белов Юрий 1983 М',
      'Сидоров Пётр 1982 М',
    ]);
    expect(run).toMatchObject({ fromDay: '2024-08-08', protocols: 4 });
    const chained = await checkpointOf();
    expect(chained.day).toBe('2024-08-25');

    // Two incremental recalculations in a row: the points, the table and the checkpoint are a full one's.
    const incremental = await snapshot(world);
    await recalculateWhole(world);
    expect(await snapshot(world)).toEqual(incremental);
    expect(await checkpointOf()).toEqual(chained);

    // A change before the checkpoint's day clears it: the next recalculation sums from that day.
    await markSeasonStaleFrom(world.app.db, '2024-07-01');
    expect(await checkpointOf()).toEqual({ day: null, tallies: [] });
    const fromJuly = await recalculateSeasonInDatabase(world.app.db, 2024, {}, { fromChangedDay: true });
    expect(fromJuly).toMatchObject({ fromDay: '2024-07-01', changedResults: 0 });
    expect(await checkpointOf()).toEqual(chained);
  });

  it("a rider's profile changed between two recalculations: the next one reads it, not the riders it kept", async () => {
    const world = await setUp(t());
    await season(world);
    // The season's recalculation above kept the riders it read; Орлов's profile now says female.
    await world.app.db.execute(sql`update participants set gender = 'female' where last_name = 'Орлов'`);
    const response = await create(world, (await upload(world)).json().cachedProtocolDataId);
    expect(response.json()).toMatchObject({ isSuccess: true });
    const [orlov] = await queryRows<{ gender: string }>(
      world.app.db,
      sql`select s.gender from standings s join participants p on p.id = s.participant_id
          where s.year = 2024 and s.organizer_id = 0 and p.last_name = 'Орлов'`,
    );
    // (The days before the race keep the points they had: a profile edited directly marks nothing stale.)
    expect(orlov).toEqual({ gender: 'female' });
  });
});

/** Riders a corrected file may hold: the wizard's four, two of the season's, one new to the portal. */
const POOL = [
  'ПЕТРОВ;ИВАН;1980;М;Вперёд',
  'Сидоров;Пётр;1982;М;',
  'Кузнецова;Анна;1985;Ж;',
  'Смирнов;Олег;1979;М;',
  'Орлов;Илья;1975;М;',
  'Белов;Юрий;1983;М;',
  'Новиков;Глеб;1977;М;',
];

/** A corrected file of these riders in this order; the last one maybe a DNF. */
const correctedFile = (riders: string[], lastDnf: boolean) =>
  [
    'Протокол результатов;;;;;;',
    'Место;Фамилия;Имя;Год рождения;Пол;Команда;Время',
    ...riders.map((rider, index) =>
      lastDnf && index === riders.length - 1
        ? `;${rider};DNF`
        : `${index + 1};${rider};2:${String(10 + index).padStart(2, '0')}:00`,
    ),
  ].join('\r\n');

type Step =
  | { kind: 'correct'; riders: string[]; lastDnf: boolean }
  | { kind: 'fix'; row: number; time: number; dnf: boolean }
  | { kind: 'delete'; protocol: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('correct' as const),
    riders: fc.shuffledSubarray(POOL, { minLength: 1 }),
    lastDnf: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('fix' as const),
    row: fc.nat(),
    time: fc.integer({ min: 0, max: 59 }),
    dnf: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('delete' as const), protocol: fc.integer({ min: 0, max: 3 }) }),
);

describe('incremental recalculation after corrections, row fixes and deletions (issue 38)', () => {
  const t = useTestApp();

  it('any sequence of them gives the points and the table a full recalculation gives', async () => {
    const app = t();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 3 }), async (steps) => {
        await resetDatabase(app.handle);
        const world = await setUp(app);
        const seasonProtocols = await season(world);
        const created = (await create(world, (await upload(world)).json().cachedProtocolDataId)).json();
        const protocolId = created.protocolId as number;
        const deleted = new Set<number>();
        for (const [index, next] of steps.entries()) {
          const headers = world.actors.headers.organizerA;
          if (next.kind === 'correct') {
            const cached = (await upload(world, correctedFile(next.riders, next.lastDnf))).json();
            const preview = await app.app.inject({
              method: 'POST',
              url: `/v1/Protocol/${protocolId}/correction-preview`,
              headers,
              payload: { cachedProtocolDataId: cached.cachedProtocolDataId },
            });
            const saved = await app.app.inject({
              method: 'POST',
              url: `/v1/Protocol/${protocolId}/correction`,
              headers,
              payload: {
                cachedProtocolDataId: cached.cachedProtocolDataId,
                baseVersion: preview.json().baseVersion,
                note: `Исправление ${index + 1}`,
              },
            });
            expect(saved.statusCode, saved.body).toBe(200);
          } else if (next.kind === 'fix') {
            const rows = await queryRows<{ id: number }>(
              app.db,
              sql`select id from protocol_results where protocol_id = ${protocolId} order by id`,
            );
            const resultId = rows[next.row % rows.length]!.id;
            const fixed = await app.app.inject({
              method: 'POST',
              url: `/v1/Protocol/${protocolId}/rows/${resultId}/fix`,
              headers,
              payload: next.dnf
                ? { status: 'DNF', place: null, note: 'Сход' }
                : { resultTime: `2:0${next.time % 10}:${String(next.time).padStart(2, '0')}`, note: 'Время' },
            });
            // A fix the row already has (a DNF made DNF again, the same time twice) changes nothing.
            if (fixed.statusCode === 400)
              expect(fixed.json().Error).toBe('Строка уже такая: нечего исправлять');
            else expect(fixed.statusCode, fixed.body).toBe(200);
          } else {
            const target = seasonProtocols[next.protocol]!.protocolId;
            if (deleted.has(target)) continue;
            deleted.add(target);
            const gone = await app.app.inject({
              method: 'DELETE',
              url: `/v1/Protocol/${target}`,
              headers: world.actors.headers.admin,
            });
            expect(gone.statusCode, gone.body).toBe(200);
          }
          const incremental = await snapshot(world);
          await recalculateWhole(world);
          expect(await snapshot(world), JSON.stringify(steps.slice(0, index + 1))).toEqual(incremental);
        }
      }),
      { numRuns: 8 },
    );
  }, 600_000);
});
