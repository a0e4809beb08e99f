import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { cachedUploads } from '../../db/schema/index.js';

/** A parsed upload waiting for the organizer's confirmation (the wizard's steps 1 to 5). */
export type CachedUpload = typeof cachedUploads.$inferSelect;
export type NewCachedUpload = typeof cachedUploads.$inferInsert;

export const insertCachedUpload = async (executor: Executor, values: NewCachedUpload): Promise<string> => {
  const [row] = await executor.insert(cachedUploads).values(values).returning({ id: cachedUploads.id });
  return row!.id;
};

/** A cached upload that has not expired, or null. */
export const findCachedUpload = async (executor: Executor, id: string): Promise<CachedUpload | null> => {
  const [row] = await executor.select().from(cachedUploads).where(eq(cachedUploads.id, id));
  if (!row || row.expiresAt.getTime() < Date.now()) return null;
  return row;
};

/** Replaces what the reader made of a cached upload's file (read again with a mapping by hand). */
export const updateCachedUpload = async (
  executor: Executor,
  id: string,
  values: Partial<Omit<NewCachedUpload, 'id' | 'userId'>>,
): Promise<void> => {
  await executor.update(cachedUploads).set(values).where(eq(cachedUploads.id, id));
};

export const deleteCachedUpload = async (executor: Executor, id: string): Promise<void> => {
  await executor.delete(cachedUploads).where(eq(cachedUploads.id, id));
};

/** Deletes the expired cached uploads; answers the files they kept. */
export const deleteExpiredCachedUploads = async (executor: Executor): Promise<(string | null)[]> => {
  const expired = await executor
    .delete(cachedUploads)
    .where(lt(cachedUploads.expiresAt, new Date()))
    .returning({ fileId: cachedUploads.fileId });
  return expired.map((row) => row.fileId);
};
