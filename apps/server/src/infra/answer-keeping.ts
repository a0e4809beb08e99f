import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the code making a request's answer says about keeping it (plugins/public-read-cache.ts): a
 * tag when the answer shows data being computed again, kept only until that computation ends.
 */
export type AnswerKeeping = { tag: string | null };

const current = new AsyncLocalStorage<AnswerKeeping>();

/**
 * Runs a request's handler with its keeping note in scope (the public read cache's last preHandler,
 * so every await of the handler sees it).
 */
export const runWithAnswerKeeping = (keeping: AnswerKeeping, handler: () => void): void =>
  current.run(keeping, handler);

/**
 * The answer being made shows data that is being computed again (an organizer's table a
 * recalculation outdated, shown as it was): the public read cache keeps it under `tag`, and drops it
 * when the computation ends (`CacheInvalidation.drop`), so callers get the new data as soon as it is
 * there.
 */
export const keepThisAnswerUntilComputed = (tag: string): void => {
  const keeping = current.getStore();
  if (keeping) keeping.tag = tag;
};
