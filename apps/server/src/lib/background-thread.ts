import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * How much a background thread yields: the nice value its OS thread takes (0 normal, 19 least). At 10
 * the kernel gives a busy main thread about nine times its share when both want the CPU, and the
 * background work all the CPU nobody else wants.
 */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the CPU priority of the calling thread only: a worker thread whose work can wait (a season's
 * recalculation, the skill rating, reading an uploaded file) calls it once at start, so that the main
 * thread answering readers goes first on a busy machine (bench:load: a recalculation after every
 * upload took one of two cores from the readers, docs/decisions/read-path.md). Linux applies a nice
 * value to one thread, named by its id (/proc/thread-self); elsewhere, or when refused, it does
 * nothing: the thread then runs at the process's priority, as before.
 */
export const yieldCpuToMainThread = (nice: number = BACKGROUND_NICE): boolean => {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, nice);
    return true;
  } catch {
    return false;
  }
};
