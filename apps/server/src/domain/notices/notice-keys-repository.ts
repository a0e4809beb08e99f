import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { noticeKeys } from '../../db/schema/index.js';

/**
 * The keys of things told already: a rider's result in an event to a user,
 * an event's winners to its follower, a podium to a channel. Kept in `notice_keys`.
 */
export const toldAlready = async (executor: Executor, keys: string[]): Promise<Set<string>> => {
  if (keys.length === 0) return new Set();
  const rows = await executor
    .select({ key: noticeKeys.key })
    .from(noticeKeys)
    .where(inArray(noticeKeys.key, keys));
  return new Set(rows.map((row) => row.key));
};

/** Marks keys told (in the transaction that tells them); a key marked before stays as it was. */
export const markTold = async (executor: Executor, keys: string[]): Promise<void> => {
  if (keys.length === 0) return;
  await executor
    .insert(noticeKeys)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing({ target: noticeKeys.key });
};
