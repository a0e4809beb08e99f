import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStatementCache,
  keptStatementClients,
  type StatementCache,
} from '../../src/db/pglite-statements.js';

// The PGlite thread's kept statements (issue 35): every answer must be the one PGlite's own `query`
// gives, since the server cannot tell which path ran a statement.

let pglite: PGlite;
let cache: StatementCache;

/** A statement through its kept name, holding PGlite's locks as the thread does. */
const kept = (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
  pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(() => cache.query(sql, params, options, false)),
  );

const namedStatements = async () =>
  (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

beforeAll(async () => {
  pglite = await PGlite.create();
  cache = createStatementCache(pglite, 3);
  await pglite.exec(`
    create table riders (
      id serial primary key, name text not null unique, born date, seen timestamptz,
      points numeric(10, 3), big bigint, active boolean, tags text[], extra jsonb
    );
    insert into riders (name, born, seen, points, big, active, tags, extra) values
      ('Иванов', '1980-05-01', '2026-11-01T10:00:00Z', 123.456, 9007199254740993, true, '{a,b}', '{"k": [1, 2]}'),
      ('Петров', null, null, null, null, null, null, null);
  `);
});
afterAll(() => pglite.close());

describe('statements kept under a name in PGlite’s thread', () => {
  it('answers what PGlite’s own query answers, for every type, in both row modes, again and again', async () => {
    const sql = 'select * from riders where id = any($1::int[]) or name = $2 order by id';
    for (const options of [{}, { rowMode: 'array' as const }]) {
      const own = await pglite.query(sql, [[1], 'Петров'], options);
      for (let run = 0; run < 7; run++) {
        // Past five runs PostgreSQL may switch to a generic plan: the answer stays the same.
        const answer = await kept(sql, [[1], 'Петров'], options);
        expect(answer.rows).toEqual(own.rows);
        expect(answer.fields).toEqual(own.fields);
      }
    }
    const row = (await kept(sql, [[1], null])).rows[0] as Record<string, unknown>;
    expect(row).toMatchObject({ name: 'Иванов', active: true, tags: ['a', 'b'], extra: { k: [1, 2] } });
    expect(row.born).toBeInstanceOf(Date);
  });

  it('runs writes with their counts and returned rows, and keeps the caller’s parsers and parameter types', async () => {
    const inserted = await kept('insert into riders (name, points) values ($1, $2) returning id, points', [
      'Сидоров',
      '7.5',
    ]);
    expect(inserted.affectedRows).toBe(1);
    expect(inserted.rows).toEqual([{ id: 3, points: '7.500' }]);
    const updated = await kept('update riders set active = $1 where name like $2', [false, '%ов']);
    expect(updated.affectedRows).toBe(3);
    const asText = await kept('select born from riders where id = $1', [1], {
      parsers: { 1082: (value: string) => value },
    });
    expect(asText.rows).toEqual([{ born: '1980-05-01' }]);
    const typed = await kept('select $1 as value', ['42'], { paramTypes: [23] });
    expect(typed.rows).toEqual([{ value: 42 }]);
  });

  it('throws PostgreSQL’s error with its fields, and the next statement runs as usual', async () => {
    const error = await kept('insert into riders (name) values ($1)', ['Иванов']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'riders_name_key' });
    expect((error as { query?: string }).query).toBe('insert into riders (name) values ($1)');
    await expect(kept('select nonsense from riders')).rejects.toMatchObject({ code: '42703' });
    expect((await kept('select count(*)::int as n from riders')).rows).toEqual([{ n: 3 }]);
  });

  it('keeps at most its limit of names, and forgets them all after a change of the schema', async () => {
    for (const column of ['id', 'name', 'born', 'seen', 'points']) {
      await kept(`select ${column} from riders where id = $1`, [1]);
    }
    expect(cache.size()).toBe(3);
    // Names pushed out are closed with the next exchange.
    await kept('select id from riders where id = $1', [2]);
    expect(await namedStatements()).toBe(3);

    const wide = 'select * from riders where id = $1';
    expect(Object.keys((await kept(wide, [1])).rows[0]!)).not.toContain('team');
    await pglite.exec('alter table riders add column team text');
    cache.ran('alter table riders add column team text');
    expect(cache.size()).toBe(0);
    expect(Object.keys((await kept(wide, [1])).rows[0]!)).toContain('team');
    expect(await namedStatements()).toBe(1);
  });

  it('keeps reads and writes of rows only', () => {
    expect(cache.keeps('  WITH x as (select 1) select * from x')).toBe(true);
    expect(cache.keeps('delete from riders where id = $1')).toBe(true);
    expect(cache.keeps('begin')).toBe(false);
    expect(cache.keeps('create index on riders (name)')).toBe(false);
    expect(cache.keeps('set local statement_timeout = 1000')).toBe(false);
  });

  it('the readers’ client keeps names, the rating thread’s does not, and a schema change through either forgets them', async () => {
    const own = await PGlite.create();
    try {
      const { kept: readers, plain: rating } = keptStatementClients(own);
      await rating.exec('create table seasons (year int primary key)');
      await rating.query('insert into seasons (year) values ($1)', [2026]);
      const names = async () =>
        (await own.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;
      expect(await names()).toBe(0);

      const read = 'select * from seasons where year = $1';
      expect((await readers.query(read, [2026])).rows).toEqual([{ year: 2026 }]);
      await readers.transaction(async (tx) => {
        await tx.query('update seasons set year = $1 where year = $2', [2025, 2026]);
      });
      expect(await names()).toBe(2);

      // The rating thread changes the schema: the readers' next read has the new column.
      await rating.query('alter table seasons add column closed boolean');
      expect((await readers.query(read, [2025])).rows).toEqual([{ year: 2025, closed: null }]);
      // The forgotten names were closed with that read; it kept its own anew.
      expect(await names()).toBe(1);
    } finally {
      await own.close();
    }
  });
});
