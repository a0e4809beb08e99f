import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { events, files, users } from '../../db/schema/index.js';

/** The organizer of the account that uploaded a file, or null. */
export const organizerOfUploader = async (executor: Executor, userId: number): Promise<number | null> => {
  const [uploader] = await executor
    .select({ organizerId: users.organizerId })
    .from(users)
    .where(eq(users.id, userId));
  return uploader?.organizerId ?? null;
};

/** The organizers whose events show the map. */
export const organizersShowingMap = async (executor: Executor, fileId: string): Promise<number[]> =>
  (
    await executor
      .selectDistinct({ organizerId: events.organizerId })
      .from(events)
      .where(eq(events.mapFileId, fileId))
  ).map((event) => event.organizerId);

/** Events that showed the map lose it (their start point stays); its record goes. */
export const deleteMapRecord = async (executor: Executor, fileId: string): Promise<void> => {
  await executor
    .update(events)
    .set({ mapFileId: null, updatedOn: new Date() })
    .where(eq(events.mapFileId, fileId));
  await executor.delete(files).where(eq(files.id, fileId));
};
