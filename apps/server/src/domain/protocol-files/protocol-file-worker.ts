/**
 * The worker thread's entry (piscina loads its default export): reads one protocol file away from
 * the server's main thread. Built as dist/protocol-file-worker.js beside the server bundle; run
 * from source through tsx. A file the reader refuses comes back as a value, not a thrown error:
 * an AppError would lose its code and status crossing the thread boundary.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { StartPoint } from '@velo/contracts';
import { AppError } from '../../errors.js';
import { readGpxStartPoint as readStartPoint } from './read-gpx.js';
// A reading thread loads exceljs's workbook reader as it starts, before its first file (the server's
// main thread loads it only when it reads a workbook itself: read-xlsx-grid.ts).
import 'exceljs/lib/stream/xlsx/workbook-reader.js';
import { readProtocolFileInThread } from './read-protocol-file.js';
import type { ProtocolFileReport, ReadProtocolFileOptions } from './types.js';

export type ProtocolFileTask = {
  /** The file's bytes, or the path of the file on disk (an upload kept in a temporary file). */
  source: Uint8Array | { path: string };
  fileName: string;
  options: ReadProtocolFileOptions;
};

export type ProtocolFileOutcome =
  | { kind: 'report'; report: ProtocolFileReport }
  | { kind: 'refused'; code: AppError['code']; message: string; errors: string[] | undefined };

const bytesOf = async (source: ProtocolFileTask['source']): Promise<Buffer> =>
  source instanceof Uint8Array
    ? Buffer.from(source.buffer, source.byteOffset, source.byteLength)
    : readFile(source.path);

export default async (task: ProtocolFileTask): Promise<ProtocolFileOutcome> => {
  try {
    const report = await readProtocolFileInThread(await bytesOf(task.source), task.fileName, task.options);
    return { kind: 'report', report };
  } catch (error) {
    if (error instanceof AppError)
      return { kind: 'refused', code: error.code, message: error.message, errors: error.errors };
    throw error;
  }
};

/** A GPX track to read its start point from: the bytes, or the path of the upload on disk. */
export type GpxTask = { source: Uint8Array | { path: string } };
export type GpxOutcome =
  { kind: 'point'; point: StartPoint } | { kind: 'refused'; code: AppError['code']; message: string };

/**
 * The second task of the same threads: a GPX track's start point, read as a stream with
 * the threads' heap and time limits, away from the server's main thread.
 */
export const readGpxStartPoint = async (task: GpxTask): Promise<GpxOutcome> => {
  try {
    const chunks =
      task.source instanceof Uint8Array
        ? [task.source]
        : createReadStream(task.source.path, { highWaterMark: 64 * 1024 });
    return { kind: 'point', point: await readStartPoint(chunks) };
  } catch (error) {
    if (error instanceof AppError) return { kind: 'refused', code: error.code, message: error.message };
    throw error;
  }
};
