import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the code making a request's answer says about keeping it (plugins/public-read-cache.ts): null
 * for the cache's usual time, else at most this many milliseconds.
 */
export type AnswerKeeping = { keepMs: number | null };

/** How long an answer showing data being computed again is kept: its readers share it for a second. */
export const BRIEFLY_MS = 1000;

const current = new AsyncLocalStorage<AnswerKeeping>();

/**
 * Runs a request's handler with its keeping note in scope (the public read cache's last preHandler,
 * so every await of the handler sees it).
 */
export const runWithAnswerKeeping = (keeping: AnswerKeeping, handler: () => void): void =>
  current.run(keeping, handler);

/**
 * The answer being made shows data that is being computed again (an organizer's table a
 * recalculation outdated, shown as it was): it is kept for a second, not for the cache's lifetime, so
 * callers get the new data at most a second after it is there.
 */
export const keepThisAnswerBriefly = (): void => {
  const keeping = current.getStore();
  if (keeping) keeping.keepMs = BRIEFLY_MS;
};
