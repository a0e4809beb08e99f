import type { MessagePort } from 'node:worker_threads';

/** The messages between the main thread (pglite-remote.ts) and the PGlite thread (pglite-thread.ts). */

export type PgliteThreadData = {
  /** The data directory, or null for a database in memory. */
  dataDir: string | null;
  /** A dumped data directory to start from (tests), instead of running initdb. */
  loadDataDir: ArrayBuffer | null;
};

export type RowMode = 'array' | 'object';

export type PgliteRequest =
  | {
      id: number;
      op: 'query';
      tx: number;
      sql: string;
      params: unknown[];
      rowMode: RowMode | undefined;
      raw: string;
      paramTypes: number[] | undefined;
    }
  | { id: number; op: 'exec'; tx: number; sql: string; rowMode: RowMode | undefined; raw: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump'; compression: 'none' | 'gzip' | 'auto' | undefined }
  | { id: number; op: 'connect'; port: MessagePort }
  | { id: number; op: 'load' }
  | { id: number; op: 'close' };

/** How loaded the database's thread is (GET /api/metrics: velo_db_thread_*). */
export type ThreadLoad = {
  /** Seconds it spent running statements since it started (one at a time, so at most the wall time). */
  busySeconds: number;
  /** Statements it has answered. */
  statements: number;
  /** Statements asked and not yet answered: the one running and those waiting for it. */
  waiting: number;
};

/** An error as it crosses: its class's name, message, stack, and its own plain fields. */
export type ThreadError = {
  type: string;
  name: string;
  message: string;
  stack: string | undefined;
  fields: Record<string, string | number | boolean | undefined>;
};

export type PgliteReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };

/** The id of the message the thread sends once PGlite is open (or failed to open). */
export const READY_ID = 0;
