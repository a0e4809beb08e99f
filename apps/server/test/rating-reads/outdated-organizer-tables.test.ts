import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../helpers/factories.js';
import { useTestApp } from '../helpers/test-app.js';
import { workerDatabaseUrl } from '../helpers/test-database.js';
import { create, setUp, upload, type World } from '../protocols/upload-helpers.js';
import { cacheStatus } from '../helpers/cache-status.js';

/*
 * Issue 16: a recalculation marks the season's organizer and series tables outdated instead of
 * deleting them. A reader who does not wait (OUTDATED_TABLE_WAIT_MS=0) gets the table as it was,
 * which is kept only until the table has been computed again; the reads after that get, and keep,
 * the new one.
 */
describe('an organizer table after a recalculation', () => {
  const url = workerDatabaseUrl();
  const t = useTestApp({
    env: {
      OUTDATED_TABLE_WAIT_MS: '0',
      // Kept answers live for an hour here: an outdated answer kept would outlive the test.
      PUBLIC_CACHE_SECONDS: '3600',
      ...(url ? { DATABASE_URL: url } : {}),
    },
  });

  const uploadAndCreate = async (world: World, csv: string, eventId: number) => {
    const preview = (await upload(world, csv)).json();
    expect(preview.isSuccess).toBe(true);
    const created = await create(world, preview.cachedProtocolDataId, { eventId });
    expect(created.json()).toMatchObject({ isSuccess: true });
  };

  const organizerTable = async (world: World) => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/v1/Statistic/paged-rating',
      payload: { year: 2024, organizerId: world.actors.organizerAId, page: 1, size: 50 },
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().participants.items as {
      participant: { lastName: string };
      rating: number;
    }[];
    return {
      cache: cacheStatus(response),
      rows: items.map((row) => `${row.participant.lastName} ${row.rating}`),
    };
  };

  it('is read as it was while it is computed again, kept until then, and then read anew', async () => {
    const world = await setUp(t());
    await uploadAndCreate(
      world,
      [
        'Место;Фамилия;Имя;Год рождения;Пол;Время',
        '1;Петров;Иван;1980;М;2:10:00',
        '2;Сидоров;Пётр;1982;М;2:10:30',
      ].join('\r\n'),
      world.eventId,
    );
    // Never computed: the first reader waits for it, and it is kept.
    const before = await organizerTable(world);
    expect(before.rows.map((row) => row.split(' ')[0])).toEqual(['Петров', 'Сидоров']);
    expect((await organizerTable(world)).cache).toBe('hit');

    // A second race of the organizer: the recalculation outdates its table.
    const later = await buildEvent(t().db, {
      organizerId: world.actors.organizerAId,
      eventDate: '2024-06-15',
    });
    await uploadAndCreate(
      world,
      [
        'Место;Фамилия;Имя;Год рождения;Пол;Время',
        '1;Новиков;Олег;1981;М;2:05:00',
        '2;Петров;Иван;1980;М;2:06:00',
      ].join('\r\n'),
      later.id,
    );

    // On PostgreSQL the season's lock, held here as a recalculation holds it, keeps the table's new
    // computation waiting: its readers get the previous rows. PGlite runs one statement at a time, so
    // there a reader's query comes after the computation it started.
    const recalculation = url ? new pg.Client({ connectionString: url }) : null;
    if (recalculation) {
      await recalculation.connect();
      await recalculation.query('select pg_advisory_lock(7301, 2024)');
    }
    const outdated = await organizerTable(world);
    expect(outdated.cache).toBe('miss');
    if (recalculation) {
      expect(outdated.rows).toEqual(before.rows);
      // Its readers share that answer while the computation waits.
      expect(await organizerTable(world)).toEqual({ cache: 'hit', rows: before.rows });
      await recalculation.end();
    } else {
      expect([before.rows.length, 3]).toContain(outdated.rows.length);
    }

    // The computation started by that read ends, and drops that answer: the next reads get, and keep,
    // the new table (an outdated answer kept as long as the others would be served for an hour).
    const isNew = (table: typeof outdated) => table.rows.some((row) => row.startsWith('Новиков'));
    let current = outdated;
    for (let attempt = 0; attempt < 400 && !(isNew(current) && current.cache === 'hit'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      current = await organizerTable(world);
    }
    expect(current.cache).toBe('hit');
    expect(current.rows.map((row) => row.split(' ')[0]).sort()).toEqual(['Новиков', 'Петров', 'Сидоров']);
  });
});
