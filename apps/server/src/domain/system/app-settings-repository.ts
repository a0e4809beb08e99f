import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { appSettings } from '../../db/schema/index.js';

/** A setting the application keeps about itself (app_settings), or null. */
export const readAppSetting = async <T>(executor: Executor, key: string): Promise<T | null> => {
  const [row] = await executor
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row ? (row.value as T) : null;
};

export const writeAppSetting = async (executor: Executor, key: string, value: unknown): Promise<void> => {
  await executor
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedOn: new Date() } });
};
