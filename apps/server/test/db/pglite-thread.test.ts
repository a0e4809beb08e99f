import { count, eq, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  interval,
  json,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { queryRows, type DatabaseHandle } from '../../src/db/database.js';
import type { RemotePglite } from '../../src/db/pglite-remote.js';
import { openTestPglite } from '../helpers/test-database.js';
import { useTestApp } from '../helpers/test-app.js';
import { create, CSV, setUp, upload } from '../protocols/upload-helpers.js';
import { buildParticipant } from '../helpers/factories.js';

/**
 * PGlite in a thread of its own (PGLITE_THREAD, what `npm start` runs): what the code gets from it is
 * what it got from PGlite in its own thread, and the thread that answers requests is free meanwhile.
 */

const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const kinds = pgTable('thread_kinds', {
  id: integer('id').primaryKey(),
  day: date('day'),
  at: timestamp('at', { withTimezone: true }),
  atText: timestamp('at_text', { mode: 'string' }),
  span: interval('span'),
  amount: numeric('amount'),
  big: bigint('big', { mode: 'number' }),
  doc: jsonb('doc'),
  plain: json('plain'),
  flag: boolean('flag'),
  ints: integer('ints').array(),
  words: text('words').array(),
  days: date('days').array(),
  stamps: timestamp('stamps', { mode: 'string' }).array(),
  amounts: numeric('amounts').array(),
  raw: bytes('raw'),
});
const CREATE_KINDS = `create table thread_kinds (
  id integer primary key, day date, at timestamptz, at_text timestamp, span interval, amount numeric,
  big bigint, doc jsonb, plain json, flag boolean, ints integer[], words text[], days date[],
  stamps timestamp[], amounts numeric[], raw bytea)`;

const sample = (id: number) => ({
  id,
  day: '2024-06-01',
  at: new Date('2024-06-01T09:30:15.123Z'),
  atText: '2024-06-01 12:30:15.5',
  span: '1 day 02:03:04',
  amount: '12345.6789',
  big: 9_007_199_254_740_991,
  doc: { name: 'Пётр', list: [1, 2.5, null], nested: { ok: true } },
  plain: ['a', { b: 'в' }],
  flag: true,
  ints: [3, 1, 2],
  words: ['раз', 'two, "quoted"', ''],
  days: ['2024-01-01', '2024-12-31'],
  stamps: ['2024-06-01 10:00:00', '2024-06-02 11:30:00.25'],
  amounts: ['1.50', '2'],
  raw: new Uint8Array([0, 1, 127, 128, 255]),
});

/** What the code reads back from one engine: typed through drizzle, raw, and a failed insert. */
const readBack = async (handle: DatabaseHandle) => {
  await handle.db.execute(sql`drop table if exists thread_kinds`);
  await handle.db.execute(sql.raw(CREATE_KINDS));
  await handle.db.insert(kinds).values([sample(1), { id: 2 }]);
  const typed = await handle.db.select().from(kinds).orderBy(kinds.id);
  const raw = await queryRows(handle.db, sql`select * from thread_kinds order by id`);
  const refused = await handle.db
    .insert(kinds)
    .values({ id: 1 })
    .then(() => null)
    .catch((error: { cause?: Record<string, unknown> }) => error.cause);
  return { typed, raw, refused };
};

describe('PGlite in a thread: what the code gets back', () => {
  let here: DatabaseHandle;
  let there: DatabaseHandle;
  beforeAll(async () => {
    [here, there] = await Promise.all([openTestPglite(), openTestPglite({ thread: true })]);
  });
  afterAll(async () => {
    await Promise.all([here?.close(), there?.close()]);
  });

  it('dates, timestamps, numerics, json, arrays and bytes come back as from PGlite in this thread', async () => {
    const inThread = await readBack(there);
    const inProcess = await readBack(here);
    expect(inThread.typed).toStrictEqual(inProcess.typed);
    expect(inThread.raw).toStrictEqual(inProcess.raw);
    // And they are the values written, in the types the code expects.
    expect(inThread.typed[0]).toStrictEqual(sample(1));
    expect(inThread.typed[1]).toMatchObject({ id: 2, day: null, raw: null, ints: null });
  });

  it('a refused write crosses as the same error, with PostgreSQL’s fields', async () => {
    const inProcess = await readBack(here).then((read) => read.refused);
    const inThread = await readBack(there).then((read) => read.refused);
    expect(inThread).toMatchObject({
      code: '23505',
      constraint: 'thread_kinds_pkey',
      table: 'thread_kinds',
      detail: 'Key (id)=(1) already exists.',
      severity: 'ERROR',
    });
    expect(inThread!.constructor).toBe(inProcess!.constructor);
    expect(inThread).toMatchObject(
      Object.fromEntries(
        Object.entries(inProcess!).filter(([key]) => !['params', 'queryOptions'].includes(key)),
      ),
    );
  });

  it('a transaction holds the database: a query outside waits for its commit, and sees it', async () => {
    await there.db.execute(sql`create table thread_waits (id integer primary key)`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const didInsert = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = there.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_waits values (1)`);
      inserted();
      await held;
      await tx.execute(sql`insert into thread_waits values (2)`);
    });
    await didInsert;
    const outside = queryRows<{ n: number }>(there.db, sql`select count(*)::int as n from thread_waits`);
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 2 }]);
  });

  it('nested savepoints roll back alone; a throw on this side rolls back all and leaves nothing open', async () => {
    await there.db.execute(sql`create table thread_nested (id integer primary key)`);
    await there.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_nested values (1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_nested values (2)`);
          throw new Error('the inner part fails');
        })
        .catch(() => undefined);
      await tx.execute(sql`insert into thread_nested values (3)`);
    });
    await expect(
      there.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_nested values (4)`);
        throw new Error('this side gives up midway');
      }),
    ).rejects.toThrow('this side gives up midway');
    // A constraint failure inside rolls back too.
    await expect(
      there.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_nested values (5)`);
        await tx.execute(sql`insert into thread_nested values (1)`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    const rows = await queryRows<{ id: number }>(there.db, sql`select id from thread_nested order by id`);
    expect(rows.map((row) => row.id)).toEqual([1, 3]);
    // Nothing was left open: a new transaction starts and commits.
    await there.db.transaction((tx) => tx.execute(sql`insert into thread_nested values (6)`));
    expect(await queryRows(there.db, sql`select id from thread_nested where id = 6`)).toHaveLength(1);
  });
});

describe('PGlite in a thread, through HTTP', () => {
  const app = useTestApp({ database: () => openTestPglite({ thread: true }) });

  it('an upload creates its protocol and recalculates the season; readers see it', async () => {
    const world = await setUp(app());
    const existing = await buildParticipant(world.app.db, {
      lastName: 'Петров',
      firstName: 'Иван',
      yearOfBirth: 1980,
    });
    const cached = (await upload(world)).json().cachedProtocolDataId;
    const created = await create(world, cached);
    expect(created.statusCode).toBe(200);
    const { protocolId } = created.json();
    const view = await world.app.app.inject({ method: 'GET', url: `/v1/Protocol/${protocolId}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().results).toHaveLength(4);
    const [standing] = await world.app.db
      .select()
      .from(t.standings)
      .where(eq(t.standings.participantId, existing.id));
    expect(standing).toMatchObject({ year: 2024, place: 1 });
  });

  it('a write over several tables that fails midway leaves nothing, and answers in Russian', async () => {
    const world = await setUp(app());
    const cached = (await upload(world, CSV)).json().cachedProtocolDataId;
    const [ridersBefore] = await world.app.db.select({ n: count() }).from(t.participants);
    // The protocol's rows are written after the protocol and its new riders: refuse them.
    await world.app.db.execute(
      sql.raw(`create function thread_refuse() returns trigger language plpgsql as $$
        begin raise unique_violation using message = 'refused', constraint = 'thread_refused'; end $$`),
    );
    await world.app.db.execute(
      sql.raw(`create trigger thread_refuse before insert on protocol_results
        for each statement execute function thread_refuse()`),
    );
    try {
      const created = await create(world, cached);
      expect(created.statusCode).toBe(409);
      expect(created.json()).toMatchObject({ Error: 'Такая запись уже существует' });
    } finally {
      await world.app.db.execute(sql.raw('drop trigger thread_refuse on protocol_results'));
      await world.app.db.execute(sql.raw('drop function thread_refuse()'));
    }
    const [protocols] = await world.app.db.select({ n: count() }).from(t.protocols);
    const [riders] = await world.app.db.select({ n: count() }).from(t.participants);
    expect([protocols!.n, riders!.n]).toEqual([0, ridersBefore!.n]);
    // The same upload goes through once nothing refuses it.
    expect((await create(world, cached)).statusCode).toBe(200);
  });
});

describe('PGlite in a thread: readers while it works', () => {
  const METRICS_TOKEN = 'metrics-token-for-the-thread-test';
  const app = useTestApp({
    database: () => openTestPglite({ thread: true }),
    env: { PUBLIC_CACHE_SECONDS: '60', METRICS_TOKEN },
  });
  /** The value of one of the metrics' series, as an operator's Prometheus reads it. */
  const metric = async (name: string) => {
    const answer = await app().app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const line = answer.body.split('\n').find((l) => l.startsWith(`${name} `));
    return line === undefined ? undefined : Number(line.slice(name.length + 1));
  };

  it('a cached read is answered while a long transaction runs; a read that needs the database gets its result', async () => {
    const world = await setUp(app());
    const cached = (await upload(world)).json().cachedProtocolDataId;
    const { protocolId } = (await create(world, cached)).json();
    const read = () => world.app.app.inject({ method: 'GET', url: `/v1/Protocol/${protocolId}` });
    const first = await read();
    expect(first.statusCode).toBe(200);

    const order: string[] = [];
    // Seconds of work in the database's thread, inside a transaction that renames the event.
    const transaction = world.app.db
      .transaction(async (tx) => {
        await tx.update(t.events).set({ name: 'Переименован' }).where(eq(t.events.id, world.eventId));
        await tx.execute(sql`select count(*) from generate_series(1, 5000000)`);
      })
      .then(() => order.push('transaction'));
    const again = read().then((response) => {
      order.push('cached read');
      return response;
    });
    const direct = world.app.db
      .select({ name: t.events.name })
      .from(t.events)
      .where(eq(t.events.id, world.eventId))
      .then((rows) => {
        order.push('database read');
        return rows;
      });
    // The thread tells how loaded it is (the metrics below): while the transaction holds the
    // database, the read that needs it waits. It answers between two statements, so it is asked
    // until then.
    const load = () => app().ctx.database.pglite!.load!();
    const busyBefore = (await load()).busySeconds;
    let waitingSeen = 0;
    while (waitingSeen === 0 && !order.includes('database read')) waitingSeen = (await load()).waiting;
    expect(waitingSeen).toBeGreaterThanOrEqual(1);
    const [answer, rows] = await Promise.all([again, direct, transaction]);
    expect(order).toEqual(['cached read', 'transaction', 'database read']);
    // An operator's Prometheus reads the same: the long statement's seconds in the busy time, and
    // nothing waiting once it is done.
    expect(await metric('velo_db_thread_statements_waiting')).toBe(0);
    expect(await metric('velo_db_thread_busy_seconds_total')).toBeGreaterThan(busyBefore);
    expect(answer.body).toBe(first.body);
    expect(rows).toEqual([{ name: 'Переименован' }]);
  });
});

describe('PGlite in a thread that dies', () => {
  const crashes: Error[] = [];
  const app = useTestApp({
    database: () => openTestPglite({ thread: true, onCrash: (error) => crashes.push(error) }),
  });

  it('fails the waiting queries and every later one with an error, and says so once', async () => {
    const world = await setUp(app());
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const transaction = world.app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      entered();
      await tx.execute(sql`select count(*) from generate_series(1, 300000000)`);
    });
    await inside;
    const waiting = world.app.app.inject({ method: 'GET', url: `/v1/Event/${world.eventId}` });
    await (world.app.handle.pglite as RemotePglite).worker.terminate();
    await expect(transaction).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/PGlite thread: ended unexpectedly/) },
    });
    expect((await waiting).statusCode).toBe(500);
    expect(
      (await world.app.app.inject({ method: 'GET', url: `/v1/Event/${world.eventId}` })).statusCode,
    ).toBe(500);
    expect(crashes).toHaveLength(1);
    expect(crashes[0]!.message).toMatch(/ended unexpectedly/);
  });
});

describe('PGlite in a thread, with the rating thread connected to it', () => {
  const app = useTestApp({
    database: () => openTestPglite({ thread: true }),
    env: { RATING_THREAD: 'true' },
  });

  it('recalculates the season in the rating thread, over its port to the database’s thread', async () => {
    const world = await setUp(app());
    expect(world.app.ctx.ratingThread?.connected).toBe(true);
    expect(world.app.ctx.rating.seasonsRunIn).toBe('in the thread');
    const existing = await buildParticipant(world.app.db, {
      lastName: 'Петров',
      firstName: 'Иван',
      yearOfBirth: 1980,
    });
    const finishedBefore = world.app.ctx.ratingThread!.finished;
    const cached = (await upload(world)).json().cachedProtocolDataId;
    const created = await create(world, cached);
    expect(created.statusCode).toBe(200);
    expect(world.app.ctx.ratingThread!.finished).toBeGreaterThan(finishedBefore);
    const [standing] = await world.app.db
      .select()
      .from(t.standings)
      .where(eq(t.standings.participantId, existing.id));
    expect(standing).toMatchObject({ year: 2024, rating: 100, place: 1 });
    const view = await world.app.app.inject({
      method: 'GET',
      url: `/v1/Protocol/${created.json().protocolId}`,
    });
    expect(view.json().results[0].rating).toBe(100);
  });
});
