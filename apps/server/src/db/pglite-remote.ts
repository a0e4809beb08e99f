import { MessageChannel, Worker, type MessagePort, type Transferable } from 'node:worker_threads';
import { messages, TransactionAbortedError, type QueryOptions, type Results } from '@electric-sql/pglite';
import type { PgliteClient, PgliteTransaction } from './database.js';
import {
  READY_ID,
  type PgliteReply,
  type PgliteRequest,
  type PgliteThreadData,
  type RowMode,
  type ThreadLoad,
  type ThreadError,
} from './pglite-protocol.js';

/**
 * Where the thread's entry is: beside this module when it runs from source (tsx, vitest), beside
 * the bundle when it runs compiled (scripts/build.mjs builds dist/pglite-thread.js next to main.js).
 */
const isSource = import.meta.url.endsWith('.ts');
const THREAD_URL = new URL(isSource ? './pglite-thread.ts' : './pglite-thread.js', import.meta.url);

export type PgliteThreadOptions = {
  /** PGlite's data directory, or 'memory'. */
  dataDir: string;
  /** A dumped data directory to start from (tests) instead of running initdb. */
  loadDataDir?: Blob | undefined;
  /**
   * Told once if the thread ends without being closed (a crash). Every query then pending fails
   * with the same error, and so does every later one (the server then ends: server.ts).
   */
  onCrash?: ((error: Error) => void) | undefined;
};

/** PGlite as the main thread sees it when it runs in a thread of its own. */
export type RemotePglite = PgliteClient & {
  /** The thread (tests stop it to see what a crash does). */
  readonly worker: Worker;
  /** A port over which another thread speaks to the database as this one does (connectPgliteOverPort). */
  connectPort: () => Promise<MessagePort>;
  /** How loaded the thread is (the metrics). */
  load: () => Promise<ThreadLoad>;
};

type Parser = (value: string, typeId?: number) => unknown;
type Parsers = NonNullable<QueryOptions['parsers']>;
type Request = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;

/** The OIDs of a parsers object, as the thread reads them (drizzle passes the same object each time). */
const oidsByParsers = new WeakMap<Parsers, string>();
const oidsOf = (parsers: Parsers | undefined): string => {
  if (!parsers) return '';
  let oids = oidsByParsers.get(parsers);
  if (oids === undefined) {
    oids = Object.keys(parsers).join(',');
    oidsByParsers.set(parsers, oids);
  }
  return oids;
};

/**
 * Applies the caller's parsers to the values the thread kept as text: what PGlite in this thread
 * would have done with them (its own `parseType` skips nulls and passes the type's OID).
 */
const applyParsers = (result: Results<unknown>, parsers: Parsers, rowMode: RowMode | undefined) => {
  const seen = new Set<number | string>();
  const columns: { key: number | string; type: number; parse: Parser }[] = [];
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID] as Parser | undefined;
    const key = rowMode === 'array' ? index : field.name;
    if (!parse || seen.has(key)) return;
    seen.add(key);
    columns.push({ key, type: field.dataTypeID, parse });
  });
  if (columns.length === 0) return;
  for (const row of result.rows as unknown as Record<number | string, unknown>[]) {
    for (const { key, type, parse } of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value, type);
    }
  }
};

/** The error as the caller would have got it from PGlite in its own thread: same class, same fields. */
const fromThreadError = (crossed: ThreadError): Error => {
  const error =
    crossed.type === 'TransactionAbortedError'
      ? new TransactionAbortedError()
      : crossed.type === 'DatabaseError'
        ? new messages.DatabaseError(crossed.message, 0, 'error')
        : new Error(crossed.message);
  Object.assign(error, crossed.fields);
  Object.assign(error, { name: crossed.name, message: crossed.message });
  if (crossed.stack) error.stack = `${crossed.stack}\n    at (the PGlite thread)`;
  return error;
};

const unsupported = (options: QueryOptions | undefined) => {
  if (options?.serializers) throw new Error('PGlite thread: serializers cannot cross threads');
  if (options?.blob) throw new Error('PGlite thread: blobs (COPY … /dev/blob) are not passed to the thread');
};

type Call = <T>(request: Request, transfer?: Transferable[]) => Promise<T>;
type Endpoint = Worker | MessagePort;

/**
 * Requests over one endpoint (the thread itself, or a port connected to it), each waiting for its
 * answer by id. The endpoint keeps the process (or the thread) alive only while a call waits.
 */
const channelOver = (endpoint: Endpoint) => {
  type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void };
  const pending = new Map<number, Waiting>();
  let lastId = READY_ID;
  let ended: Error | null = null;
  const wait = (id: number, waiting: Waiting) => {
    if (pending.size === 0) endpoint.ref();
    pending.set(id, waiting);
  };
  const settle = (id: number) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) endpoint.unref();
    return waiting;
  };
  const call: Call = <T>(request: Request, transfer: Transferable[] = []) =>
    new Promise<T>((resolve, reject) => {
      if (ended) {
        reject(ended);
        return;
      }
      const id = (lastId += 1);
      wait(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        endpoint.postMessage({ ...request, id }, transfer as never);
      } catch (error) {
        // A parameter that cannot be cloned (a function, a class instance with private state).
        settle(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  endpoint.on('message', (reply: PgliteReply) => {
    const waiting = settle(reply.id);
    if (!waiting) return;
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(fromThreadError(reply.error));
  });
  endpoint.unref();
  return {
    call,
    /** Waits for the thread's first message: PGlite is open. */
    ready: () => new Promise<unknown>((resolve, reject) => wait(READY_ID, { resolve, reject })),
    /** Fails every waiting call and every later one with `error`. */
    end: (error: Error) => {
      ended ??= error;
      for (const id of [...pending.keys()]) settle(id)?.reject(ended);
    },
    get ended() {
      return ended;
    },
  };
};

/** What the code calls on PGlite, each call a message to its thread. */
const clientOver = (call: Call, close: () => Promise<void>): PgliteClient => {
  const query = async <T>(
    tx: number,
    sql: string,
    params: unknown[] | undefined,
    queryOptions: QueryOptions | undefined,
  ): Promise<Results<T>> => {
    unsupported(queryOptions);
    const raw = oidsOf(queryOptions?.parsers);
    const result = await call<Results<T>>({
      op: 'query',
      tx,
      sql,
      params: params ?? [],
      rowMode: queryOptions?.rowMode,
      raw,
      paramTypes: queryOptions?.paramTypes,
    });
    if (raw) applyParsers(result, queryOptions!.parsers!, queryOptions?.rowMode);
    return result;
  };
  const exec = async (tx: number, sql: string, queryOptions: QueryOptions | undefined) => {
    unsupported(queryOptions);
    const raw = oidsOf(queryOptions?.parsers);
    const results = await call<Results[]>({ op: 'exec', tx, sql, rowMode: queryOptions?.rowMode, raw });
    if (raw)
      for (const result of results) applyParsers(result, queryOptions!.parsers!, queryOptions?.rowMode);
    return results;
  };
  return {
    query: (sql, params, queryOptions) => query(0, sql, params, queryOptions),
    exec: (sql, queryOptions) => exec(0, sql, queryOptions),
    async transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
      // The thread opens the transaction and holds PGlite's lock until this side ends it.
      const id = await call<number>({ op: 'begin' });
      let closed = false;
      const end = async (commit: boolean) => {
        closed = true;
        await call<null>({ op: 'end', tx: id, commit });
      };
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: PgliteTransaction = {
        query: async (sql, params, queryOptions) => {
          open();
          return query(id, sql, params, queryOptions);
        },
        exec: async (sql, queryOptions) => {
          open();
          return exec(id, sql, queryOptions);
        },
        rollback: async () => {
          open();
          await end(false);
        },
        get closed() {
          return closed;
        },
      };
      let result: T;
      try {
        result = await callback(tx);
      } catch (error) {
        // Whatever this side threw, the thread rolls back and lets the others in.
        if (!closed) await end(false).catch(() => undefined);
        throw error;
      }
      if (!closed) await end(true);
      return result;
    },
    dumpDataDir: async (compression) =>
      new Blob([await call<ArrayBuffer>({ op: 'dump', compression })], {
        type: compression === 'none' ? 'application/x-tar' : 'application/x-gzip',
      }),
    close,
  };
};

/**
 * Starts PGlite in a worker thread (pglite-thread.ts) and answers a client that offers what drizzle's
 * pglite driver and this server call on a PGlite: `query`, `exec`, `transaction`, `dumpDataDir`,
 * `close`; and `connectPort`, a port to hand another thread (connectPgliteOverPort).
 */
export const startPgliteThread = async (options: PgliteThreadOptions): Promise<RemotePglite> => {
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : null;
  const data: PgliteThreadData = {
    dataDir: options.dataDir === 'memory' ? null : options.dataDir,
    loadDataDir,
  };
  const threadOptions = { workerData: data, transferList: loadDataDir ? [loadDataDir] : [] };
  // From source the thread needs the TypeScript loader, whatever the parent was started with. On
  // Node 20 a worker's own `--import tsx` did not reach a .ts entry (ERR_UNKNOWN_FILE_EXTENSION), so
  // a line of script registers tsx's hooks, then imports the entry.
  const worker = isSource
    ? new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD_URL.href)}); })`,
        { ...threadOptions, eval: true },
      )
    : new Worker(THREAD_URL, threadOptions);
  const channel = channelOver(worker);
  let closing = false;
  let uncaught: unknown;
  worker.on('error', (error) => {
    uncaught = error;
  });
  worker.on('exit', (code) => {
    const error = new Error(
      closing ? 'PGlite thread: closed' : `PGlite thread: ended unexpectedly (exit code ${code})`,
      uncaught === undefined ? undefined : { cause: uncaught },
    );
    channel.end(error);
    if (!closing) options.onCrash?.(error);
  });
  await channel.ready();

  const client = clientOver(channel.call, async () => {
    if (channel.ended) return;
    closing = true;
    await channel.call<null>({ op: 'close' });
    // PGlite has closed its files; what is left of the thread can go at once.
    await worker.terminate();
  });
  return {
    ...client,
    worker,
    connectPort: async () => {
      const { port1, port2 } = new MessageChannel();
      await channel.call<null>({ op: 'connect', port: port1 }, [port1]);
      return port2;
    },
    load: () => channel.call<ThreadLoad>({ op: 'load' }),
  };
};

/**
 * PGlite's thread as seen from another thread (the rating thread), over a port the main thread got
 * from `connectPort` and handed over. Its transactions are the thread's like any other; if this side
 * goes away with one open, the PGlite thread rolls it back. If the PGlite thread goes away, every call
 * fails.
 */
export const connectPgliteOverPort = (port: MessagePort): PgliteClient => {
  const channel = channelOver(port);
  port.on('close', () => channel.end(new Error('PGlite thread: the connection closed')));
  return clientOver(channel.call, async () => {
    channel.end(new Error('PGlite thread: the connection closed'));
    port.close();
  });
};
