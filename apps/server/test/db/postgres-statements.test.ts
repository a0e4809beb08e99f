import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPoolStatements, type PoolStatements } from '../../src/db/postgres-statements.js';
import { workerDatabase, workerDatabaseUrl } from '../helpers/test-database.js';

// PostgreSQL's named statements (issue 35): the same answers as unnamed ones, at most the limit per
// connection, forgotten after a schema change. PostgreSQL only: CI's PostgreSQL suite runs this file.
const url = workerDatabaseUrl();

describe.runIf(url)('statements kept under a name on each PostgreSQL connection', () => {
  let pool: pg.Pool;
  let statements: PoolStatements;

  beforeAll(async () => {
    await workerDatabase(); // creates this worker's database when this file is its first
    pool = new pg.Pool({ connectionString: url!, max: 1 });
    statements = keepPoolStatements(pool, 3);
    await pool.query('drop table if exists kept_riders');
    await pool.query(
      'create table kept_riders (id serial primary key, name text not null unique, born date)',
    );
    await pool.query(
      `insert into kept_riders (name, born) values ('Иванов', '1980-05-01'), ('Петров', null)`,
    );
  });
  afterAll(async () => {
    await pool.query('drop table if exists kept_riders');
    await pool.end();
  });

  const names = async () =>
    (await pool.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

  it('answers what an unnamed statement answers, again and again, and names it once', async () => {
    const text = 'select * from kept_riders where id = any($1::int[]) or name = $2 order by id';
    const own = await pool.query(text, [[1], 'Петров']);
    for (let run = 0; run < 7; run++) {
      const answer = await pool.query({ text, values: [[1], 'Петров'] });
      expect(answer.rows).toEqual(own.rows);
    }
    const arrays = await pool.query({ text, values: [[2], null], rowMode: 'array' });
    expect(arrays.rows).toEqual([[2, 'Петров', null]]);
    expect(await names()).toBe(1);
  });

  it('throws PostgreSQL’s error, and the statement runs once it can', async () => {
    const insert = { text: 'insert into kept_riders (name) values ($1) returning id', values: ['Иванов'] };
    await expect(pool.query(insert)).rejects.toMatchObject({ code: '23505' });
    await expect(pool.query({ text: 'select nonsense from kept_riders' })).rejects.toMatchObject({
      code: '42703',
    });
    expect((await pool.query({ ...insert, values: ['Сидоров'] })).rows).toEqual([{ id: 4 }]);
  });

  it('never closes a statement whose parse failed, so a transaction it is pushed out of goes on', async () => {
    // On a connection of its own (a failed pool.query discards its connection), as a transaction has.
    const client = await pool.connect();
    try {
      await client.query('begin');
      await expect(client.query({ text: 'select nonsense from kept_riders' })).rejects.toMatchObject({
        code: '42703',
      });
      await client.query('rollback');
      await client.query('begin');
      // Three other statements push the failed one out of a connection that keeps three.
      for (const column of ['id', 'name', 'born']) {
        await client.query({ text: `select ${column} from kept_riders where id = $1`, values: [2] });
      }
      const inside = await client.query({ text: 'select name from kept_riders where id = $1', values: [2] });
      expect(inside.rows).toEqual([{ name: 'Петров' }]);
      await client.query('commit');
    } finally {
      client.release();
    }
  });

  it('keeps at most its limit of names on a connection, and forgets them after a schema change', async () => {
    for (const column of ['id', 'name', 'born', 'id + 1']) {
      await pool.query({ text: `select ${column} from kept_riders where id = $1`, values: [1] });
    }
    const client = await pool.connect();
    try {
      expect(statements.sizeOf(client)).toBe(3);
    } finally {
      client.release();
    }
    expect(await names()).toBe(3);

    const wide = { text: 'select * from kept_riders where id = $1', values: [1] };
    expect(Object.keys((await pool.query(wide)).rows[0] as object)).not.toContain('team');
    await pool.query('alter table kept_riders add column team text');
    expect(Object.keys((await pool.query(wide)).rows[0] as object)).toContain('team');
    expect(await names()).toBe(1);
    // A schema change sent as a query object (as drizzle's migrations send theirs) is seen too.
    await pool.query({ text: 'alter table kept_riders add column club text' });
    expect(Object.keys((await pool.query(wide)).rows[0] as object)).toContain('club');
  });
});
