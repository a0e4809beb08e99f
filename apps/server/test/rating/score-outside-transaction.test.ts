import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/db/database.js';
import * as t from '../../src/db/schema/index.js';
import { importProtocols } from '../../src/domain/protocols/import-protocols.js';
import {
  markSeasonsStale,
  markSeasonStaleFrom,
  recalculateSeasonInDatabase,
  type ScoreSeasonData,
} from '../../src/domain/rating/recalculate-seasons.js';
import { RESULT_POINTS } from '../../src/domain/rating/result-points-sql.js';
import { scoreSeason } from '../../src/domain/rating/score-season.js';
import { buildEvent } from '../helpers/factories.js';
import { buildScoredProtocols, row, type RiderRow } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';

/*
 * Issue 35: a season's recalculation scores it with no transaction open, so that the organizers'
 * writes and the readers' queries do not wait for the engine (on PGlite every query waits for the one
 * open transaction). What it writes is still one season as the database has it: a season changed
 * while it was scored is read and scored again, and in the end scored inside its write transaction.
 */

const riders = (names: string[]) => names.map((rider): RiderRow => ({ rider }));

const buildSeason = (db: Database) =>
  buildScoredProtocols(db, [
    {
      eventDate: '2024-05-10',
      rows: [
        { rider: 'Сидоров Пётр 1982 М', sprint: true },
        { rider: 'Петров Иван 1980 М' },
        { rider: 'Кузнецова Анна 1985 Ж' },
      ],
    },
    {
      eventDate: '2024-06-14',
      rows: riders(['Петров Иван 1980 М', 'Орлов Илья 1975 М', 'Котова Анна 1990 Ж']),
    },
  ]);

/** What a recalculation writes: every result's points, the national table, the season's row. */
const written = async (db: Database) => ({
  points: await queryRows(
    db,
    sql`select r.id, r.gender_place, ${RESULT_POINTS}::text as points
        from protocol_results r join protocols p on p.id = r.protocol_id order by r.id`,
  ),
  standings: await queryRows(
    db,
    sql`select participant_id, gender, rating::text, place, gender_place, races_count from standings
        where year = 2024 and organizer_id = 0 order by place, participant_id`,
  ),
  season: await queryRows(db, sql`select is_stale, stale_from from seasons where year = 2024`),
});

/** A new race in the season, with a rider nobody knew, as an upload writes it (and marks the season). */
const uploadRace = async (db: Database) => {
  const event = await buildEvent(db, { eventDate: '2024-07-01' });
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
    await markSeasonStaleFrom(tx, '2024-07-01');
  });
};

describe("a season's recalculation", () => {
  const app = useTestApp();

  it('scores with no transaction open: an upload made meanwhile is written, and the season is read again with it', async () => {
    const { db } = app();
    await buildSeason(db);
    let scored = 0;
    // The upload lands while the engine scores. Were the season's transaction open, the upload would
    // wait for it on PGlite (and never end, as the engine waits for the upload).
    const score: ScoreSeasonData = async (data, year, options) => {
      scored += 1;
      if (scored === 1) await uploadRace(db);
      return scoreSeason(data, year, options);
    };
    await recalculateSeasonInDatabase(db, 2024, {}, { fromChangedDay: true }, score);

    expect(scored).toBe(2);
    const [newcomer] = await queryRows<{ place: number }>(
      db,
      sql`select s.place from standings s join participants p on p.id = s.participant_id
          where s.year = 2024 and s.organizer_id = 0 and p.last_name = 'Новиков'`,
    );
    expect(newcomer?.place).toBeGreaterThan(0);
    const withUpload = await written(db);
    expect(withUpload.season).toEqual([{ is_stale: false, stale_from: null }]);

    // The same as the whole season recalculated from scratch, undisturbed.
    await markSeasonsStale(db, [2024]);
    await db.execute(sql`delete from standings where year = 2024`);
    await recalculateSeasonInDatabase(db, 2024);
    expect(await written(db)).toEqual(withUpload);
  });

  it('changed on every try, is scored inside its write transaction in the end; unchanged, it is scored once', async () => {
    const { db } = app();
    await buildSeason(db);
    await markSeasonsStale(db, [2024]);
    let scored = 0;
    const once: ScoreSeasonData = (data, year, options) => {
      scored += 1;
      return scoreSeason(data, year, options);
    };
    await recalculateSeasonInDatabase(db, 2024, {}, {}, once);
    expect(scored).toBe(1);
    const undisturbed = await written(db);

    // Marked stale while each of the two tries scores (an administrator's correction, say); the third
    // scoring is inside the season's transaction, where nothing else can write.
    await markSeasonsStale(db, [2024]);
    scored = 0;
    const disturbed: ScoreSeasonData = async (data, year, options) => {
      scored += 1;
      if (scored <= 2) await markSeasonsStale(db, [2024]);
      return scoreSeason(data, year, options);
    };
    await recalculateSeasonInDatabase(db, 2024, {}, {}, disturbed);
    expect(scored).toBe(3);
    expect(await written(db)).toEqual(undisturbed);
  });
});
