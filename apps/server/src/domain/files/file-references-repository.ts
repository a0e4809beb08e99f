import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { events, files, organizers } from '../../db/schema/index.js';

/** Ids of the given files that an event (logo or map) or an organizer (logo) still refers to. */
const filesInUse = async (executor: Executor, ids: string[]): Promise<Set<string>> => {
  const [eventRefs, organizerRefs] = await Promise.all([
    executor
      .select({ logo: events.logoFileId, map: events.mapFileId })
      .from(events)
      .where(or(inArray(events.logoFileId, ids), inArray(events.mapFileId, ids))),
    executor
      .select({ logo: organizers.logoFileId })
      .from(organizers)
      .where(inArray(organizers.logoFileId, ids)),
  ]);
  return new Set(
    [...eventRefs.flatMap((r) => [r.logo, r.map]), ...organizerRefs.map((r) => r.logo)].filter(
      (id): id is string => id !== null,
    ),
  );
};

/**
 * Deletes the records of files nothing refers to any more (call it after the referring row changed,
 * inside the same transaction) and answers their storage keys: the bytes are removed with
 * `removeBlobs` once the transaction committed, so a rollback never leaves a record without bytes.
 */
export const dropUnusedFiles = async (
  executor: Executor,
  ids: (string | null | undefined)[],
): Promise<string[]> => {
  const candidates = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (candidates.length === 0) return [];
  const used = await filesInUse(executor, candidates);
  const unused = candidates.filter((id) => !used.has(id));
  if (unused.length === 0) return [];
  const dropped = await executor
    .delete(files)
    .where(unused.length === 1 ? eq(files.id, unused[0]!) : inArray(files.id, unused))
    .returning({ storageKey: files.storageKey });
  return dropped.map((row) => row.storageKey);
};
