import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/db/database.js';
import * as t from '../../src/db/schema/index.js';
import { importProtocols } from '../../src/domain/protocols/import-protocols.js';
import { markSeasonStaleFrom } from '../../src/domain/rating/recalculate-seasons.js';
import { RESULT_POINTS } from '../../src/domain/rating/result-points-sql.js';
import { createRatingRunner } from '../../src/domain/rating/rating-runner.js';
import { startRatingThread } from '../../src/domain/rating/rating-thread.js';
import { buildEvent } from '../helpers/factories.js';
import { buildScoredProtocols, row, type RiderRow } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';

/*
 * Issue 40: the rating runner chooses where a recalculation of several seasons runs. With the rating
 * thread and no connection of its own (PGlite's case), this thread reads and writes the seasons while
 * the rating thread scores them, each season read ahead in the previous one's transaction; without a
 * thread, everything runs here. Both must write exactly the same. (CI runs this file on both engines;
 * the runner makes the same choice on each when given the same thread.)
 */

const riders = (names: string[]) => names.map((rider): RiderRow => ({ rider }));

const SEASONS = [2022, 2023, 2024, 2025];

/** Three races a season, with finishers, a non-finisher, a sprint bonus, men and women. */
const buildSeasons = (db: Database) =>
  buildScoredProtocols(
    db,
    SEASONS.flatMap((year) => [
      {
        eventDate: `${year}-05-10`,
        rows: [
          { rider: 'Сидоров Пётр 1982 М', sprint: true },
          { rider: 'Петров Иван 1980 М' },
          { rider: 'Орлов Илья 1975 М', status: 'DNF' as const },
          { rider: 'Кузнецова Анна 1985 Ж' },
        ],
      },
      {
        eventDate: `${year}-06-14`,
        rows: riders([
          'Петров Иван 1980 М',
          'Орлов Илья 1975 М',
          'Котова Анна 1990 Ж',
          'Кузнецова Анна 1985 Ж',
        ]),
      },
      {
        eventDate: `${year}-08-02`,
        rows: riders(['Орлов Илья 1975 М', 'Сидоров Пётр 1982 М', 'Белов Юрий 1983 М', 'Котова Анна 1990 Ж']),
      },
    ]),
  );

/** Everything a recalculation writes: every result's parts and points, every F and Q, the national tables. */
const everything = async (db: Database) => ({
  points: await queryRows(
    db,
    sql`select r.id, r.gender_place, r.place_points, r.sprint_points, r.gap_points, ${RESULT_POINTS}::text as points
        from protocol_results r join protocols p on p.id = r.protocol_id order by r.id`,
  ),
  coefficients: await queryRows(db, sql`select id, coefficients::text from protocols order by id`),
  standings: await queryRows(
    db,
    sql`select year, participant_id, gender, rating::text, place, gender_place, races_count from standings
        where organizer_id = 0 order by year, place, participant_id`,
  ),
  seasons: await queryRows(
    db,
    sql`select year, is_stale, stale_from, checkpoint_day, checkpoint from seasons order by year`,
  ),
});

/** Forgets what a recalculation writes (as when an early race of every season changed). */
const forgetScores = async (db: Database) => {
  await db.execute(sql`delete from standings`);
  await db.execute(sql`update protocols set coefficients = null, male_significance_ratio = null,
    male_representation_ratio = null, female_significance_ratio = null, female_representation_ratio = null`);
  await db.execute(sql`update protocol_results set gender_place = null, place_points = 0, sprint_points = 0`);
};

describe('the rating runner', () => {
  const app = useTestApp();
  // The rating thread as the app's context makes it for PGlite: it scores, it has no connection.
  const thread = startRatingThread({});
  afterAll(() => thread.close());
  const runners = () => {
    const { db, handle } = app();
    return {
      scoredInThread: createRatingRunner({ db, engine: handle.engine, thread }),
      here: createRatingRunner({ db, engine: handle.engine, thread: null }),
    };
  };

  it('writes the same points, coefficients, tables and checkpoint whether the thread scores the seasons or this thread does', async () => {
    const { db } = app();
    await buildSeasons(db);
    const { scoredInThread, here } = runners();
    expect(scoredInThread.seasonsRunIn).toBe('here, scored in the thread');
    expect(here.seasonsRunIn).toBe('here');

    await forgetScores(db);
    await here.recalculateSeasons();
    const inPlace = await everything(db);
    expect(inPlace.standings.length).toBeGreaterThan(SEASONS.length * 4);

    await forgetScores(db);
    const scoredBefore = thread.finished;
    const progress: number[] = [];
    const done = await scoredInThread.recalculateSeasons(undefined, (count) => void progress.push(count));
    expect(done.map((season) => season.year)).toEqual(SEASONS);
    expect(progress).toEqual([1, 2, 3, 4]);
    // Each season went through the thread, once.
    expect(thread.finished - scoredBefore).toBe(SEASONS.length);
    expect(await everything(db)).toEqual(inPlace);
  });

  it('reads a season again when it changed after it was read ahead, and scores its new rider', async () => {
    const { db } = app();
    await buildSeasons(db);
    const { scoredInThread, here } = runners();
    await forgetScores(db);

    // After 2022 is written, 2023 has been read ahead; a protocol naming a rider nobody knew lands in
    // 2023 before its own transaction (as an upload between two seasons of a long recalculation).
    await scoredInThread.recalculateSeasons(undefined, async (count) => {
      if (count !== 1) return;
      const event = await buildEvent(db, { eventDate: '2023-09-01' });
      const [config] = await db.select({ id: t.protocolConfigs.id }).from(t.protocolConfigs);
      await db.transaction(async (tx) => {
        await importProtocols(tx, [
          {
            name: 'Абсолют',
            eventId: event.id,
            configId: config!.id,
            clusterAgeCategoryId: null,
            isRatingProtocol: true,
            isRatingFromProtocolFile: false,
            originalFileId: null,
            uploadedByUserId: null,
            rows: riders(['Новиков Олег 1981 М', 'Петров Иван 1980 М']).map(row),
          },
        ]);
        await markSeasonStaleFrom(tx, '2023-09-01');
      });
    });
    const overlapped = await everything(db);
    const [newcomer] = await queryRows<{ place: number }>(
      db,
      sql`select s.place from standings s join participants p on p.id = s.participant_id
          where s.year = 2023 and s.organizer_id = 0 and p.last_name = 'Новиков'`,
    );
    expect(newcomer?.place).toBeGreaterThan(0);

    await forgetScores(db);
    await here.recalculateSeasons();
    expect(overlapped).toEqual(await everything(db));
  });
});
