import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rankedRiders } from '../../src/domain/rating/season-riders.js';
import { buildParticipant } from '../helpers/factories.js';
import { useTestApp } from '../helpers/test-app.js';

/*
 * The riders a recalculation reads are kept by the process between recalculations; riders added since
 * (past the highest id it read) are read alone. Whatever happened to the directory in between, a
 * recalculation must see it as it is now, with names in alphabetical order.
 */

describe('the riders a recalculation reads', () => {
  const t = useTestApp();

  const read = async (db: ReturnType<typeof t>['db']) => {
    const riders = await rankedRiders(db, [], {});
    const byId = new Map(riders.rows.map((row) => [row.id, row]));
    const names = [...riders.ranks.entries()]
      .sort((a, b) => a[1] - b[1])
      .map(([id]) => byId.get(id)!.last_name);
    return { ids: riders.rows.map((row) => row.id).sort((a, b) => a - b), names };
  };

  it('are read again as they are now: riders added, renamed, removed, and one added below the highest id', async () => {
    const { db } = t();
    const [a, b, c] = [
      await buildParticipant(db, { lastName: 'Борисов' }),
      await buildParticipant(db, { lastName: 'Волков' }),
      await buildParticipant(db, { lastName: 'Гусев' }),
    ];
    expect((await read(db)).names).toEqual(['Борисов', 'Волков', 'Гусев']);

    // Added past the highest id: read alone and merged into the order.
    const d = await buildParticipant(db, { lastName: 'Абрамов' });
    expect(await read(db)).toEqual({
      ids: [a.id, b.id, c.id, d.id],
      names: ['Абрамов', 'Борисов', 'Волков', 'Гусев'],
    });

    // Renamed, and removed.
    await db.execute(sql`update participants set last_name = 'Яковлев' where id = ${a.id}`);
    await db.execute(sql`delete from participants where id = ${b.id}`);
    expect(await read(db)).toEqual({ ids: [a.id, c.id, d.id], names: ['Абрамов', 'Гусев', 'Яковлев'] });

    // A rider whose id is below the highest one read (a transaction that took its id earlier and
    // committed later): the riders up to that id no longer match what was kept, so all are read.
    await db.execute(sql`insert into participants (id, last_name, first_name, normalized_name, gender, year_of_birth)
      overriding system value values (${b.id}, 'Быков', 'Иван', 'быков иван', 'male', 1980)`);
    expect(await read(db)).toEqual({
      ids: [a.id, b.id, c.id, d.id],
      names: ['Абрамов', 'Быков', 'Гусев', 'Яковлев'],
    });
  });
});
