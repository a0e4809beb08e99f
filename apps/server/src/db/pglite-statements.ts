/**
 * Named prepared statements for PGlite (issue 35), in its thread (pglite-thread.ts) and where it runs
 * in the server's own thread (tests, PGLITE_THREAD=false) alike. PGlite's own `query` sends every call as
 * an unnamed statement in five exchanges with the database (parse, describe, bind, describe,
 * execute, each a call into WebAssembly), and PostgreSQL parses and plans it each time. Here a
 * statement is parsed once under a name, the types of its parameters kept; each later call is one
 * exchange (bind, describe, execute, sync), and after five calls PostgreSQL keeps a generic plan when
 * it costs no more than the custom ones (plan_cache_mode auto). A rider's profile, a guest's costliest
 * miss, read its five statements in 11 ms on the monday load's thread (docs/decisions/read-path.md).
 *
 * Only reads and writes of rows are kept (select, with, insert, update, delete); a change of the
 * schema forgets them all, so no kept statement outlives the shape of its rows. The answers are
 * PGlite's own (its parser of backend messages, its type parsers and serializers), so a caller
 * cannot tell the two paths apart.
 */
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import type { PgliteClient, PgliteTransaction } from './database.js';

const { serialize } = protocol;

/** The statements worth a name: they run again with other parameters. */
const KEPT = /^\s*(?:select|with|insert|update|delete)\b/i;
/** A statement after which the kept ones may describe rows that changed shape. */
const SCHEMA_CHANGE = /^\s*(?:create|alter|drop)\b/im;

type Kept = { name: string; parameterTypes: number[] };

const joined = (parts: Uint8Array[]): Uint8Array => {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};

/** PGlite's error as its own `query` throws it: with the statement it came from. */
const withQuery = (error: unknown, sql: string): unknown => {
  if (error instanceof Error && !('query' in error)) Object.assign(error, { query: sql });
  return error;
};

export type StatementCache = {
  /**
   * Runs one statement through a kept name (parsed the first time). The caller holds PGlite's locks
   * (`_runExclusiveQuery`, and `_runExclusiveTransaction` outside a transaction); `inTransaction`:
   * the files are synced only after a statement outside one, as PGlite does.
   */
  query: (sql: string, params: unknown[], options: QueryOptions, inTransaction: boolean) => Promise<Results>;
  /** Whether `query` keeps this statement (otherwise PGlite's own `query` runs it). */
  keeps: (sql: string) => boolean;
  /** Called with every statement run another way: a schema change forgets the kept ones. */
  ran: (sql: string) => void;
  /** How many statements are kept (tests). */
  size: () => number;
};

export const createStatementCache = (pglite: PGlite, limit = 300): StatementCache => {
  /** By parameter types and text, least recently used first. */
  const kept = new Map<string, Kept>();
  /** Names to close with the next exchange (forgotten, or pushed out by the limit). */
  const closing: string[] = [];
  let named = 0;

  const closes = () => closing.splice(0).map((name) => serialize.close({ type: 'S', name }));

  const prepare = async (key: string, sql: string, options: QueryOptions): Promise<Kept> => {
    const name = `velo_${(named += 1)}`;
    const { messages } = await pglite.execProtocol(
      joined([
        ...closes(),
        serialize.parse({ name, text: sql, types: options.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const described = messages.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const statement = { name, parameterTypes: described?.dataTypeIDs ?? [] };
    kept.set(key, statement);
    if (kept.size > limit) {
      const [oldest] = kept;
      kept.delete(oldest![0]);
      closing.push(oldest![1].name);
    }
    return statement;
  };

  const query: StatementCache['query'] = async (sql, params, options, inTransaction) => {
    const key = `${options.paramTypes?.join(',') ?? ''}\u0000${sql}`;
    let statement = kept.get(key);
    try {
      if (statement) {
        kept.delete(key); // the most recently used goes last
        kept.set(key, statement);
      } else statement = await prepare(key, sql, options);
      const values = params.map((value, at) => {
        if (value === null || value === undefined) return null;
        const type = statement!.parameterTypes[at]!;
        const serializer = options.serializers?.[type] ?? pglite.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await pglite.execProtocol(
        joined([
          ...closes(),
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!inTransaction) await pglite.syncToFs();
      return parse.parseResults(messages, pglite.parsers, options)[0]!;
    } catch (error) {
      throw withQuery(error, sql);
    }
  };

  return {
    query,
    keeps: (sql) => KEPT.test(sql),
    ran: (sql) => {
      if (!SCHEMA_CHANGE.test(sql)) return;
      for (const statement of kept.values()) closing.push(statement.name);
      kept.clear();
    },
    size: () => kept.size,
  };
};

/**
 * PGlite as drizzle's driver and the server call it, twice over one cache of statements: `kept` runs
 * reads and writes of rows through kept names (`createStatementCache`), `plain` runs everything as
 * PGlite's own `query`. Both tell the cache about every other statement, so a schema change through
 * either forgets the kept ones. `query` outside or inside a transaction holds PGlite's locks as its
 * own `query` does (outside a transaction it waits for an open one to end).
 */
export const keptStatementClients = (pglite: PGlite): { kept: PgliteClient; plain: PgliteClient } => {
  const statements = createStatementCache(pglite);
  const query = async <T>(
    keep: boolean,
    tx: Transaction | null,
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<Results<T>> => {
    if (!keep || !statements.keeps(sql)) {
      const result = await (tx ?? pglite).query<T>(sql, params, options);
      statements.ran(sql);
      return result;
    }
    if (tx?.closed) throw new Error('Transaction is closed');
    const result = tx
      ? pglite._runExclusiveQuery(() => statements.query(sql, params, options, true))
      : pglite._runExclusiveTransaction(() =>
          pglite._runExclusiveQuery(() => statements.query(sql, params, options, false)),
        );
    return (await result) as Results<T>;
  };
  const exec = async (tx: Transaction | null, sql: string, options?: QueryOptions) => {
    const results = await (tx ?? pglite).exec(sql, options);
    statements.ran(sql);
    return results;
  };
  const client = (keep: boolean): PgliteClient => ({
    query: (sql, params, options) => query(keep, null, sql, params, options),
    exec: (sql, options) => exec(null, sql, options),
    transaction: (callback) =>
      pglite.transaction((tx) => {
        const inside: PgliteTransaction = {
          query: (sql, params, options) => query(keep, tx, sql, params, options),
          exec: (sql, options) => exec(tx, sql, options),
          rollback: () => tx.rollback(),
          get closed() {
            return tx.closed;
          },
        };
        return callback(inside);
      }),
    dumpDataDir: (compression) => pglite.dumpDataDir(compression),
    close: () => pglite.close(),
  });
  return { kept: client(true), plain: client(false) };
};

/** PGlite with its statements kept, for one caller (tests, PGlite in the server's own thread). */
export const withKeptStatements = (pglite: PGlite): PgliteClient => keptStatementClients(pglite).kept;
