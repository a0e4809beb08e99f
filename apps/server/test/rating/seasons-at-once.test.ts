import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import { RESULT_POINTS } from '../../src/domain/rating/result-points-sql.js';
import { recalculateSeasonInDatabase } from '../../src/domain/rating/recalculate-seasons.js';
import { buildScoredProtocols } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';

/*
 * A recalculation of several seasons runs two at once on PostgreSQL (the rating runner's choice; CI
 * runs this file on both engines): every point, F and Q and table must be what recalculating them one
 * by one gives.
 */

const riders = (names: string[]) => names.map((rider) => ({ rider }));

const everything = async (db: Parameters<typeof queryRows>[0]) => ({
  points: await queryRows(
    db,
    sql`select r.id, r.gender_place, ${RESULT_POINTS}::text as points
        from protocol_results r join protocols p on p.id = r.protocol_id order by r.id`,
  ),
  coefficients: await queryRows(db, sql`select id, coefficients::text from protocols order by id`),
  standings: await queryRows(
    db,
    sql`select year, participant_id, gender, rating::text, place, gender_place, races_count from standings
        where organizer_id = 0 order by year, place, participant_id`,
  ),
});

describe('several seasons recalculated together', () => {
  const t = useTestApp();

  it('give the points, coefficients and tables of one season at a time, and answer in year order', async () => {
    const db = t().db;
    const seasons = [2022, 2023, 2024, 2025];
    await buildScoredProtocols(
      db,
      seasons.flatMap((year) => [
        {
          eventDate: `${year}-05-10`,
          rows: riders(['Сидоров Пётр 1982 М', 'Петров Иван 1980 М', 'Кузнецова Анна 1985 Ж']),
        },
        {
          eventDate: `${year}-06-14`,
          rows: riders(['Петров Иван 1980 М', 'Орлов Илья 1975 М', 'Котова Анна 1990 Ж']),
        },
        {
          eventDate: `${year}-08-02`,
          rows: riders(['Орлов Илья 1975 М', 'Сидоров Пётр 1982 М', 'Кузнецова Анна 1985 Ж']),
        },
      ]),
    );
    // One at a time, from nothing stored.
    await db.execute(sql`delete from standings`);
    await db.execute(sql`update protocols set coefficients = null`);
    for (const year of seasons) await recalculateSeasonInDatabase(db, year);
    const oneByOne = await everything(db);

    // All of them together, from nothing stored.
    await db.execute(sql`delete from standings`);
    await db.execute(sql`update protocols set coefficients = null`);
    const progress: number[] = [];
    const together = await t().ctx.rating.recalculateSeasons(undefined, (done) => void progress.push(done));
    expect(together.map((season) => season.year)).toEqual(seasons);
    expect(progress).toEqual([1, 2, 3, 4]);
    expect(await everything(db)).toEqual(oneByOne);
    expect(oneByOne.standings.length).toBeGreaterThan(0);
  });
});
