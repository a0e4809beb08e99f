import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/db/database.js';
import {
  markSeasonsStale,
  recalculateSeasonInDatabase,
  type ScoreSeasonData,
} from '../../src/domain/rating/recalculate-seasons.js';
import { scoreSeason } from '../../src/domain/rating/score-season.js';
import { buildScoredProtocols, participantIdOf, type RiderRow } from '../helpers/scored-protocols.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

/*
 * Issue 35: on PGlite a transaction holds every reader's query, so a season's national table rewritten
 * whole is written beside the current one (the other slot) with no transaction open, and the short write
 * transaction only makes it current (rating/national-table-repository.ts). Readers read the current slot
 * only; nothing is left under the other one afterwards.
 */

const riders = (names: string[]) => names.map((rider): RiderRow => ({ rider }));

const buildSeason = (db: Database) =>
  buildScoredProtocols(db, [
    {
      eventDate: '2024-05-10',
      rows: riders([
        'Сидоров Пётр 1982 М',
        'Петров Иван 1980 М',
        'Кузнецова Анна 1985 Ж',
        'Орлов Илья 1975 М',
      ]),
    },
    {
      eventDate: '2024-06-14',
      rows: riders(['Петров Иван 1980 М', 'Орлов Илья 1975 М', 'Котова Анна 1990 Ж']),
    },
  ]);

/** Every row of the stored table moved: the next recalculation rewrites the table whole. */
const disturbTable = async (db: Database) => {
  await db.execute(sql`update standings set place = place + 100 where year = 2024 and organizer_id = 0`);
  await markSeasonsStale(db, [2024]);
};

/** Staged from the first row, as the runner has it on PGlite from 5,000. */
const BESIDE = { stageTablesFrom: 1 };

const slotOf = async (db: Database) =>
  (await queryRows<{ slot: number }>(db, sql`select national_slot as slot from seasons where year = 2024`))[0]
    ?.slot;

/** The national rows under each slot. */
const rowsBySlot = (db: Database) =>
  queryRows<{ slot: number; n: number }>(
    db,
    sql`select cluster_age_category_id as slot, count(*)::int as n from standings
        where year = 2024 and organizer_id = 0 group by 1 order by 1`,
  );

/** What a reader gets: the season's rating table, and one rider's place in it. */
const readRating = async (t: TestApp) => {
  const table = await t.app.inject({
    method: 'POST',
    url: '/v1/Statistic/paged-rating',
    payload: { year: 2024, page: 1, size: 50 },
  });
  expect(table.statusCode).toBe(200);
  const body = table.json() as {
    participants: {
      totalCount: number;
      items: { participant: { lastName: string }; place: number; rating: number }[];
    };
  };
  const page = await t.app.inject({
    method: 'POST',
    url: '/v1/ParticipantRating/participant-rating-page',
    payload: { year: 2024, participantId: await participantIdOf(t.db, 'Котова'), size: 2 },
  });
  expect(page.statusCode).toBe(200);
  const clubs = await t.app.inject({ method: 'GET', url: '/v1/Club/standings?year=2024' });
  expect(clubs.statusCode).toBe(200);
  // The season's update time moves with each recalculation; the clubs' table itself must not.
  const { updateDate: _updated, ...clubTable } = clubs.json() as Record<string, unknown>;
  return {
    clubs: clubTable,
    total: body.participants.totalCount,
    rows: body.participants.items.map((item) => [item.participant.lastName, item.place, item.rating]),
    pageOfKotova: page.json() as unknown,
  };
};

describe('a national table written beside the current one', () => {
  const app = useTestApp();

  it('is made current by the write: readers get the new table, and the old one is deleted', async () => {
    const t = app();
    await buildSeason(t.db);
    const before = await readRating(t);
    expect(before.total).toBe(5);
    expect(await slotOf(t.db)).toBe(0);

    await disturbTable(t.db);
    await recalculateSeasonInDatabase(t.db, 2024, {}, BESIDE);

    expect(await slotOf(t.db)).toBe(-1);
    expect(await rowsBySlot(t.db)).toEqual([{ slot: -1, n: 5 }]);
    expect(await readRating(t)).toEqual(before);

    // The next recalculation compares with the current table: nothing moved, nothing is written.
    await markSeasonsStale(t.db, [2024]);
    const unchanged = await recalculateSeasonInDatabase(t.db, 2024, {}, BESIDE);
    expect(unchanged.reach.riders).toEqual([]);
    expect(await slotOf(t.db)).toBe(-1);

    // And back to the first slot on the next whole rewrite.
    await disturbTable(t.db);
    await recalculateSeasonInDatabase(t.db, 2024, {}, BESIDE);
    expect(await slotOf(t.db)).toBe(0);
    expect(await rowsBySlot(t.db)).toEqual([{ slot: 0, n: 5 }]);
    expect(await readRating(t)).toEqual(before);
  });

  it('is not read before it is current; rows left there by a stopped process are deleted by the next write', async () => {
    const t = app();
    await buildSeason(t.db);
    const before = await readRating(t);
    // A table half written under the other slot, every rider with other points and places.
    await t.db.execute(sql`
      insert into standings (year, organizer_id, cluster_age_category_id, participant_id, gender, rating, place,
        gender_place, races_count)
      select year, 0, -1, participant_id, gender, rating + 500, 6 - place, gender_place, races_count + 3
      from standings where year = 2024 and organizer_id = 0 and cluster_age_category_id = 0`);
    expect(await readRating(t)).toEqual(before);

    await disturbTable(t.db);
    await recalculateSeasonInDatabase(t.db, 2024, {}, BESIDE);
    expect(await rowsBySlot(t.db)).toEqual([{ slot: -1, n: 5 }]);
    expect(await readRating(t)).toEqual(before);
  });

  it('is dropped when the season changed while it was written, and the season is written again', async () => {
    const t = app();
    await buildSeason(t.db);
    const before = await readRating(t);
    await disturbTable(t.db);
    let scored = 0;
    // Marked stale after the first scoring, before its table is written: its transaction writes nothing.
    const score: ScoreSeasonData = async (data, year, options) => {
      scored += 1;
      const scores = await scoreSeason(data, year, options);
      if (scored === 1) await markSeasonsStale(t.db, [2024]);
      return scores;
    };
    await recalculateSeasonInDatabase(t.db, 2024, {}, BESIDE, score);
    expect(scored).toBe(2);
    // The first try's table under -1 was dropped; the second wrote its own there and made it current.
    expect(await slotOf(t.db)).toBe(-1);
    expect(await rowsBySlot(t.db)).toEqual([{ slot: -1, n: 5 }]);
    expect(await readRating(t)).toEqual(before);
  });

  it('is written by one recalculation of a season at a time', async () => {
    const t = app();
    await buildSeason(t.db);
    const before = await readRating(t);
    await disturbTable(t.db);
    // Two at once (a job and an upload's own recalculation): the second waits for the first, finds the
    // table as it should be and writes none.
    await Promise.all([
      recalculateSeasonInDatabase(t.db, 2024, {}, BESIDE),
      recalculateSeasonInDatabase(t.db, 2024, {}, BESIDE),
    ]);
    expect(await slotOf(t.db)).toBe(-1);
    expect(await rowsBySlot(t.db)).toEqual([{ slot: -1, n: 5 }]);
    expect(await readRating(t)).toEqual(before);
  });
});
