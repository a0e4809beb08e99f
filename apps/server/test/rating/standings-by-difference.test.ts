import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import { recalculateSeasonInDatabase } from '../../src/domain/rating/recalculate-seasons.js';
import { buildScoredProtocols } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';
import { create, setUp, upload, type World } from '../protocols/upload-helpers.js';

/*
 * A recalculation writes only the rows of the national table that moved, came or left (a correction
 * moves a few of a season's 33,000): the table must still be exactly a full recalculation's.
 */

const NAMES = ['Антонов', 'Борисов', 'Васильев', 'Григорьев', 'Дмитриев', 'Егоров', 'Жуков', 'Захаров'];

/** A season of 2024 with sixteen riders besides the wizard's, all before its event (2024-06-01). */
const season = (world: World) =>
  buildScoredProtocols(world.app.db, [
    { eventDate: '2024-05-10', rows: NAMES.map((name, i) => ({ rider: `${name} Олег ${1970 + i} М` })) },
    { eventDate: '2024-05-20', rows: NAMES.map((name, i) => ({ rider: `${name}а Ольга ${1980 + i} Ж` })) },
  ]);

const CORRECTED = [
  'Протокол результатов;;;;;;',
  'Место;Фамилия;Имя;Год рождения;Пол;Команда;Время',
  // The first two swapped, Смирнов (whose only race this is) gone, Новиков new and last.
  '1;Сидоров;Пётр;1982;М;;2:10:00',
  '2;ПЕТРОВ;ИВАН;1980;М;Вперёд;2:10:30',
  '3;Кузнецова;Анна;1985;Ж;;2:20:00',
  ';Новиков;Глеб;1977;М;;DNF',
].join('\r\n');

type Row = { participant_id: number; gender: string; rating: string; place: number; version: string };

const table = (world: World) =>
  queryRows<Row>(
    world.app.db,
    sql`select participant_id, gender, rating::text, place, gender_place, races_count, xmin::text as version
        from standings where year = 2024 and organizer_id = 0 and cluster_age_category_id = 0
        order by participant_id`,
  );

const withoutVersion = (rows: Row[]) => rows.map(({ version: _version, ...row }) => row);

describe('the national table written by difference', () => {
  const t = useTestApp();

  it('after a correction: the moved, new and gone rows as a full recalculation has them, the others untouched', async () => {
    const world = await setUp(t());
    await season(world);
    const created = await create(world, (await upload(world)).json().cachedProtocolDataId);
    const protocolId = created.json().protocolId as number;
    const before = await table(world);
    expect(before).toHaveLength(20);

    const cached = (await upload(world, CORRECTED)).json().cachedProtocolDataId;
    const headers = world.actors.headers.organizerA;
    const preview = await world.app.app.inject({
      method: 'POST',
      url: `/v1/Protocol/${protocolId}/correction-preview`,
      headers,
      payload: { cachedProtocolDataId: cached },
    });
    const saved = await world.app.app.inject({
      method: 'POST',
      url: `/v1/Protocol/${protocolId}/correction`,
      headers,
      payload: { cachedProtocolDataId: cached, baseVersion: preview.json().baseVersion, note: 'Порядок' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().warnings).toEqual([]);
    const after = await table(world);

    // Every row as a full recalculation onto an empty table writes it.
    await world.app.db.execute(sql`delete from standings where year = 2024 and organizer_id = 0`);
    await recalculateSeasonInDatabase(world.app.db, 2024);
    expect(withoutVersion(after)).toEqual(withoutVersion(await table(world)));

    const lineOf = (rows: Row[]) =>
      new Map(rows.map(({ version: _version, ...row }) => [row.participant_id, JSON.stringify(row)]));
    const [was, is] = [lineOf(before), lineOf(after)];
    const unchanged = before.filter((row) => is.get(row.participant_id) === was.get(row.participant_id));
    const moved = after.filter((row) => was.get(row.participant_id) !== is.get(row.participant_id));
    // Смирнов left, Новиков came, Петров and Сидоров swapped: a few rows moved, most did not…
    expect(after.map((row) => row.participant_id)).not.toEqual(before.map((row) => row.participant_id));
    expect(moved.length).toBeGreaterThanOrEqual(3);
    expect(unchanged.length).toBeGreaterThan(after.length / 2);
    // …and those that did not were not written again.
    const versionNow = new Map(after.map((row) => [row.participant_id, row.version]));
    for (const row of unchanged) expect(versionNow.get(row.participant_id)).toBe(row.version);
  });
});
