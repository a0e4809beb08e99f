/**
 * Named prepared statements for PostgreSQL (issue 35), the counterpart of pglite-statements.ts.
 * node-postgres sends a statement without a name as parse, bind, describe, execute, and PostgreSQL
 * parses and plans it each time; with a name it is parsed once per connection, and each later call
 * binds and executes it (after five, PostgreSQL may keep a generic plan). node-postgres never closes
 * a named statement, so each connection keeps at most `limit` here (lru-cache): the least recently
 * used is closed (`DEALLOCATE`) when another needs its place.
 *
 * Only reads and writes of rows passed as a query object (drizzle's calls) are named; a schema change
 * on any connection of the pool makes every connection forget its names before its next statement.
 */
import { LRUCache } from 'lru-cache';
import type pg from 'pg';

/** The statements worth a name: they run again with other parameters. */
const KEPT = /^\s*(?:select|with|insert|update|delete)\b/i;
/** A statement after which the kept ones may describe rows that changed shape. */
const SCHEMA_CHANGE = /^\s*(?:create|alter|drop)\b/im;

type QueryConfig = { text?: unknown; name?: unknown; submit?: unknown };

/** node-postgres' records of the names a connection has sent and parsed (internals, per connection). */
type Parsed = {
  connection?: {
    parsedStatements?: Record<string, string>;
    submittedNamedStatements?: Record<string, string>;
  };
};

export type PoolStatements = {
  /** How many names a connection keeps (tests). */
  sizeOf: (client: pg.PoolClient) => number;
};

/** Names the statements of every connection `pool` opens from now on. */
export const keepPoolStatements = (pool: pg.Pool, limit = 200): PoolStatements => {
  /** Bumped by a schema change: a connection that saw an older one forgets its names. */
  let schema = 0;
  let named = 0;
  const perClient = new WeakMap<pg.PoolClient, { schema: number; names: LRUCache<string, string> }>();

  pool.on('connect', (client) => {
    const connection = (client as unknown as Parsed).connection;
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Names pushed out (or forgotten after a schema change) are closed in one round trip before the
    // statement that pushed them out runs, not beside it: node-postgres deprecates a second query
    // on a connection that is still running one. Only a statement PostgreSQL has parsed is closed:
    // closing one whose parse failed would fail, and inside a transaction that failure would abort
    // the transaction. In a transaction that is already aborted the close fails too, and only leaves
    // the statement open on the server under a name nobody uses again (names are never reused).
    let toClose: string[] = [];
    const close = (name: string) => {
      if (connection?.parsedStatements?.[name] !== undefined) toClose.push(name);
      delete connection?.parsedStatements?.[name];
      delete connection?.submittedNamedStatements?.[name];
    };
    const state = {
      schema,
      names: new LRUCache<string, string>({ max: limit, dispose: (name) => close(name) }),
    };
    perClient.set(client, state);

    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [config] = args;
      const query = typeof config === 'string' ? { text: config } : (config as QueryConfig | null);
      // Drizzle's migrations send their statements as query objects, a backup's restore as text.
      if (typeof query?.text === 'string' && SCHEMA_CHANGE.test(query.text)) {
        schema += 1;
        return original(...args);
      }
      if (typeof config === 'string') return original(...args);
      // A submittable (a cursor, a stream) is passed as it is.
      if (
        !query ||
        typeof query.text !== 'string' ||
        query.name !== undefined ||
        typeof query.submit === 'function' ||
        !KEPT.test(query.text)
      )
        return original(...args);
      if (state.schema !== schema) {
        state.names.clear(); // closes each (dispose)
        state.schema = schema;
      }
      let name = state.names.get(query.text); // and marks it the most recently used
      if (!name) {
        name = `velo_${(named += 1)}`;
        state.names.set(query.text, name); // closes the least recently used past the limit
      }
      const run = () => original({ ...query, name }, ...args.slice(1));
      if (toClose.length === 0) return run();
      const closing = toClose.map((old) => `deallocate ${old}`).join('; ');
      toClose = [];
      return (original(closing) as Promise<unknown>).catch(() => undefined).then(run);
    };
  });

  return { sizeOf: (client) => perClient.get(client)?.names.size ?? 0 };
};
