/**
 * The PGlite thread's entry (issue 35): the embedded database runs here, in a worker thread of the
 * server's process, and the main thread speaks to it through pglite-remote.ts. A query's parsing,
 * planning and execution, its rows' decoding and a transaction's work then take this thread's time,
 * not the time of the thread that answers readers.
 *
 * The protocol, one message each way per call (structured clone, no JSON):
 * - `query` / `exec` with a transaction id (0 = none), the SQL, its parameters, the row mode, and the
 *   type OIDs whose values must come back as PostgreSQL's text (`raw`: drizzle's parsers keep dates,
 *   timestamps and intervals as text, and functions cannot cross threads; the main side applies the
 *   caller's own parser functions to those texts);
 * - `begin` opens `pglite.transaction(...)` and keeps it pending under a new id, holding PGlite's lock
 *   as a transaction in one thread does, until `end` commits it or rolls it back;
 * - `dump` answers the data directory's tar (its bytes transferred, not copied); `close` closes PGlite;
 * - `connect` hands the thread a MessagePort another thread (the rating thread) speaks the same
 *   protocol over; a port that closes with transactions open has them rolled back.
 * Every answer is `{ id, ok, value }` or `{ id, ok: false, error }`, the error's PostgreSQL fields
 * (`code`, `constraint`, `detail`, …) copied as they are.
 */
import type { PgliteTransaction } from './database.js';
import { keptStatementClients } from './pglite-statements.js';
import { createThreadProfile, writeProfileTo } from './pglite-thread-profile.js';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import {
  messages,
  PGlite,
  TransactionAbortedError,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  READY_ID,
  type PgliteReply,
  type PgliteRequest,
  type PgliteThreadData,
  type RowMode,
  type ThreadError,
} from './pglite-protocol.js';

/** Fields an error keeps when it crosses; its parameters stay here (they may carry personal data). */
const LEFT_BEHIND = new Set(['params', 'queryOptions']);

const toThreadError = (error: unknown): ThreadError => {
  if (!(error instanceof Error))
    return { type: 'Error', name: 'Error', message: String(error), stack: undefined, fields: {} };
  const fields: ThreadError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (LEFT_BEHIND.has(key)) continue;
    if (
      value === undefined ||
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    )
      fields[key] = value;
  }
  return {
    // PGlite's classes are minified: name them by what they are.
    type:
      error instanceof TransactionAbortedError
        ? 'TransactionAbortedError'
        : error instanceof messages.DatabaseError
          ? 'DatabaseError'
          : 'Error',
    name: error.name,
    message: error.message,
    stack: error.stack,
    fields,
  };
};

const keepText = (value: string) => value;
/** Parsers that keep a type's text, one object per set of OIDs (drizzle asks the same few). */
const textParsers = new Map<string, Record<number, (value: string) => string>>();
const parsersKeepingText = (raw: string) => {
  if (!raw) return undefined;
  let parsers = textParsers.get(raw);
  if (!parsers) {
    parsers = Object.fromEntries(raw.split(',').map((oid) => [Number(oid), keepText]));
    textParsers.set(raw, parsers);
  }
  return parsers;
};

const optionsOf = (rowMode: RowMode | undefined, raw: string, paramTypes?: number[]): QueryOptions => {
  const options: QueryOptions = {};
  if (rowMode) options.rowMode = rowMode;
  const parsers = parsersKeepingText(raw);
  if (parsers) options.parsers = parsers;
  if (paramTypes) options.paramTypes = paramTypes;
  return options;
};

/** Thrown into a pending transaction's callback when the main side rolls it back. */
const ROLLED_BACK = new Error('rolled back by the main thread');

type OpenTransaction = {
  tx: PgliteTransaction | null;
  decide: (commit: boolean) => void;
  settled: Promise<void>;
};

const serve = async (data: PgliteThreadData) => {
  const database = await PGlite.create({
    ...(data.dataDir ? { dataDir: data.dataDir } : {}),
    extensions: { pg_trgm },
    ...(data.loadDataDir ? { loadDataDir: new Blob([data.loadDataDir]) } : {}),
  });
  // The readers' statements (the main thread's port) are kept under names (pglite-statements.ts); the
  // rating thread's run as PGlite's own: generic plans slowed its recalculations under bench:load's
  // monday profile (docs/decisions/read-path.md).
  const { kept, plain } = keptStatementClients(database);
  const clientOf = (origin: string) => (origin === 'main thread' ? kept : plain);
  const open = new Map<number, OpenTransaction>();
  let lastTransaction = 0;

  const target = (tx: number, origin: string) => {
    if (tx === 0) return clientOf(origin);
    const entry = open.get(tx);
    if (!entry?.tx) throw new Error('Transaction is closed');
    return entry.tx;
  };

  const begin = (origin: string) =>
    new Promise<number>((opened, failed) => {
      const id = (lastTransaction += 1);
      let decide: (commit: boolean) => void = () => {};
      const decided = new Promise<boolean>((resolve) => {
        decide = resolve;
      });
      const entry: OpenTransaction = { tx: null, decide, settled: Promise.resolve() };
      open.set(id, entry);
      entry.settled = clientOf(origin)
        .transaction(async (tx) => {
          entry.tx = tx;
          opened(id);
          if (!(await decided)) throw ROLLED_BACK;
        })
        .catch((error: unknown) => {
          if (error === ROLLED_BACK) return;
          if (!entry.tx) {
            // BEGIN itself failed: nobody will end this one.
            open.delete(id);
            failed(error);
            return;
          }
          throw error;
        });
    });

  const end = async (id: number, commit: boolean) => {
    const entry = open.get(id);
    if (!entry) throw new Error('Transaction is closed');
    entry.decide(commit);
    try {
      await entry.settled;
    } finally {
      open.delete(id);
    }
  };

  // PGLITE_PROFILE_FILE: where this thread's time goes, by statement (a diagnosis; bench:load sets it).
  const profileFile = process.env.PGLITE_PROFILE_FILE;
  const profile = createThreadProfile({ statements: Boolean(profileFile) });
  if (profileFile) writeProfileTo(profileFile, profile);
  let ports = 0;

  /** Serves one port: the main thread's, or one it handed to another thread (`connect`). */
  const listen = (port: MessagePort | NonNullable<typeof parentPort>) => {
    const origin = ports++ === 0 ? 'main thread' : 'other thread';
    // Transactions this port opened: rolled back if it closes with them open (its thread died).
    const mine = new Set<number>();
    const answer = async (request: PgliteRequest): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> => {
      switch (request.op) {
        case 'query': {
          const askedAt = profile.ask();
          try {
            const result: Results = await target(request.tx, origin).query(
              request.sql,
              request.params,
              optionsOf(request.rowMode, request.raw, request.paramTypes),
            );
            return { value: result };
          } finally {
            profile.note(origin, request.sql, askedAt);
          }
        }
        case 'exec': {
          const askedAt = profile.ask();
          try {
            return {
              value: await target(request.tx, origin).exec(
                request.sql,
                optionsOf(request.rowMode, request.raw),
              ),
            };
          } finally {
            profile.note(origin, request.sql, askedAt);
          }
        }
        case 'load':
          return { value: profile.load() };
        case 'begin': {
          const id = await begin(origin);
          mine.add(id);
          return { value: id };
        }
        case 'end':
          mine.delete(request.tx);
          await end(request.tx, request.commit);
          return { value: null };
        case 'dump': {
          const bytes = await (await kept.dumpDataDir(request.compression)).arrayBuffer();
          return { value: bytes, transfer: [bytes] };
        }
        case 'connect':
          listen(request.port);
          return { value: null };
        case 'close':
          await kept.close();
          return { value: null };
      }
    };
    port.on('message', (request: PgliteRequest) => {
      answer(request).then(
        ({ value, transfer }) => {
          port.postMessage({ id: request.id, ok: true, value } satisfies PgliteReply, transfer ?? []);
          if (request.op === 'close') port.close();
        },
        (error: unknown) =>
          port.postMessage({ id: request.id, ok: false, error: toThreadError(error) } satisfies PgliteReply),
      );
    });
    port.on('close', () => {
      for (const id of mine) void end(id, false).catch(() => undefined);
      mine.clear();
    });
  };
  listen(parentPort!);
};

if (parentPort) {
  serve(workerData as PgliteThreadData).then(
    () => parentPort!.postMessage({ id: READY_ID, ok: true, value: null } satisfies PgliteReply),
    (error: unknown) => {
      parentPort!.postMessage({ id: READY_ID, ok: false, error: toThreadError(error) } satisfies PgliteReply);
      parentPort!.close();
    },
  );
}
