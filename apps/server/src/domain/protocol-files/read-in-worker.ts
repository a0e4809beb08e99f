import { Piscina } from 'piscina';
import { AppError } from '../../errors.js';
import { FILE_MESSAGES } from './file-messages.js';
import { GPX_MESSAGES, type StartPoint } from '@velo/contracts';
import type { GpxOutcome, GpxTask, ProtocolFileOutcome, ProtocolFileTask } from './protocol-file-worker.js';
import type { ProtocolFileReport, ReadProtocolFileOptions } from './types.js';

/**
 * Where the worker's entry is: beside this module when it runs from source (tsx, vitest), beside
 * the bundle when it runs compiled (scripts/build.mjs builds dist/protocol-file-worker.js next to
 * dist/main.js, into which this module is bundled).
 */
const isSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(
  isSource ? './protocol-file-worker.ts' : './protocol-file-worker.js',
  import.meta.url,
);

/** How the reading threads are bounded (see docs/decisions/uploads.md, "Reading spreadsheets with bounded memory"). */
export const READER_POOL = {
  /** Files read at once; more wait in the queue. Organizers upload rarely, a file takes a second. */
  threads: 2,
  /** Files waiting; past this the upload is answered 503 at once. */
  queue: 16,
  /** A reading thread that would grow past this heap is stopped (the file is refused). */
  heapMb: 256,
  /** A reading that takes longer is stopped (the file is refused). */
  timeoutMs: 120_000,
  /** An idle thread beyond the one kept ready ends after this, giving its memory back. */
  idleMs: 30_000,
} as const;

let pool: Piscina<ProtocolFileTask | GpxTask, ProtocolFileOutcome | GpxOutcome> | null = null;
let keepOneReady = false;

const readerPool = () => {
  pool ??= new Piscina<ProtocolFileTask | GpxTask, ProtocolFileOutcome | GpxOutcome>({
    filename: WORKER_URL.href,
    name: 'default',
    minThreads: keepOneReady ? 1 : 0,
    maxThreads: READER_POOL.threads,
    maxQueue: READER_POOL.queue,
    idleTimeout: READER_POOL.idleMs,
    resourceLimits: { maxOldGenerationSizeMb: READER_POOL.heapMb },
    // From source the worker needs the TypeScript loader, whatever the parent was started with.
    ...(isSource ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  return pool;
};

/** A two-line protocol the kept thread reads once at start, loading the reader's modules. */
const WARM_UP_FILE = 'Место;Фамилия;Имя;Год рождения\n1;Иванов;Иван;1980\n';

/**
 * Starts one reading thread now and keeps it, its modules loaded by reading a two-line file, so an
 * organizer's file after a quiet spell does not wait for a thread to start (a fresh thread reads a
 * large file measurably slower than a ready one: docs/decisions/foundation.md). The server calls it at
 * start, once it listens, without waiting; it resolves once the thread has read that file.
 * Tests and scripts start threads when they first read a file, and let them end.
 */
export const keepProtocolFileReaderReady = async (): Promise<void> => {
  keepOneReady = true;
  await readProtocolFile(Buffer.from(WARM_UP_FILE, 'utf8'), 'warm-up.csv');
};

/** Threads reading files or ready to (for tests: one is kept after keepProtocolFileReaderReady). */
export const protocolFileReaderThreads = (): number => pool?.threads.length ?? 0;

/** Stops the reading threads (at server close; a later read starts them again). */
export const closeProtocolFileReaders = async (): Promise<void> => {
  const current = pool;
  pool = null;
  keepOneReady = false;
  await current?.destroy();
};

const isQueueFull = (error: unknown) => error instanceof Error && error.message === 'Task queue is at limit';

/**
 * Reads a protocol file in a worker thread, so the server keeps answering while a large or hostile
 * file is read, and a file that would take more memory or time than READER_POOL allows is refused
 * instead of taking the process down. Options travel to the worker as they are (structured clone).
 */
export const readProtocolFile = async (
  source: Buffer | { path: string },
  fileName: string,
  options: ReadProtocolFileOptions = {},
): Promise<ProtocolFileReport> => {
  const outcome = (await runInReader(
    { source: Buffer.isBuffer(source) ? new Uint8Array(source) : source, fileName, options },
    'default',
    FILE_MESSAGES.tooComplex,
  )) as ProtocolFileOutcome;
  if (outcome.kind === 'refused') throw new AppError(outcome.code, outcome.message, outcome.errors);
  return outcome.report;
};

/**
 * Runs a task in a reading thread, bounded as the pool is: a full queue is a 503, a thread that ran
 * out of its heap or time a 400 with `tooComplex`. A task's bytes (a copy) are moved to the thread,
 * not cloned once more.
 */
const runInReader = async (
  task: ProtocolFileTask | GpxTask,
  name: 'default' | 'readGpxStartPoint',
  tooComplex: string,
): Promise<ProtocolFileOutcome | GpxOutcome> => {
  const bytes = task.source instanceof Uint8Array ? task.source : null;
  try {
    return await readerPool().run(task, {
      name,
      signal: AbortSignal.timeout(READER_POOL.timeoutMs),
      ...(bytes ? { transferList: [bytes.buffer as ArrayBuffer] } : {}),
    });
  } catch (error) {
    if (isQueueFull(error)) throw new AppError('SERVICE_UNAVAILABLE', FILE_MESSAGES.readerBusy);
    const code = (error as { code?: unknown }).code;
    // The thread ran out of its heap, or was stopped for taking too long.
    if (code === 'ERR_WORKER_OUT_OF_MEMORY' || (error as Error).name === 'AbortError')
      throw new AppError('BAD_REQUEST', tooComplex);
    throw error;
  }
};

/**
 * A GPX track's start point, read in a reading thread with the same bounds as a protocol file:
 * an upload by its path on disk, a stored map by its bytes.
 */
export const readGpxStartPointInWorker = async (source: Buffer | { path: string }): Promise<StartPoint> => {
  const outcome = (await runInReader(
    { source: Buffer.isBuffer(source) ? new Uint8Array(source) : source },
    'readGpxStartPoint',
    GPX_MESSAGES.tooComplex,
  )) as GpxOutcome;
  if (outcome.kind === 'refused') throw new AppError(outcome.code, outcome.message);
  return outcome.point;
};
