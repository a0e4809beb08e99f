import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { files, participants } from '../../db/schema/index.js';

export type ParticipantRow = typeof participants.$inferSelect;

/**
 * Files of a participant (photo, medical certificate, insurance policy) that were replaced or
 * removed: their records go inside the caller's transaction, their bytes after it committed.
 */

/** Ids among the given that a participant still names as photo or document. */
const stillNamed = async (executor: Executor, ids: string[]): Promise<Set<string>> => {
  const rows = await executor
    .select({
      photo: participants.photoFileId,
      medical: participants.medicalCertificateFileId,
      insurance: participants.insurancePolicyFileId,
    })
    .from(participants)
    .where(
      or(
        inArray(participants.photoFileId, ids),
        inArray(participants.medicalCertificateFileId, ids),
        inArray(participants.insurancePolicyFileId, ids),
      ),
    );
  return new Set(rows.flatMap((row) => [row.photo, row.medical, row.insurance]).filter((id) => id !== null));
};

/**
 * Deletes the records of photos and documents no participant names any more (call it after the
 * participant row changed) and answers their storage keys for `removeBlobs`. Files of other kinds
 * (logos, maps, protocol originals) are never touched here.
 */
export const dropReleasedParticipantFiles = async (
  executor: Executor,
  ids: (string | null | undefined)[],
): Promise<string[]> => {
  const candidates = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (candidates.length === 0) return [];
  const named = await stillNamed(executor, candidates);
  const released = candidates.filter((id) => !named.has(id));
  if (released.length === 0) return [];
  const dropped = await executor
    .delete(files)
    .where(and(inArray(files.id, released), inArray(files.kind, ['photo', 'document'])))
    .returning({ storageKey: files.storageKey });
  return dropped.map((row) => row.storageKey);
};

export const participantRowForUpdate = async (executor: Executor, participantId: number) => {
  const [row] = await executor
    .select()
    .from(participants)
    .where(eq(participants.id, participantId))
    .for('update');
  return row ?? null;
};

/** Sets a rider's columns (its documents, its photo, its details); answers the row as it is now. */
export const updateParticipantColumns = async (
  executor: Executor,
  participantId: number,
  set: Partial<typeof participants.$inferInsert>,
): Promise<ParticipantRow> => {
  const [row] = await executor
    .update(participants)
    .set({ ...set, updatedOn: new Date() })
    .where(eq(participants.id, participantId))
    .returning();
  return row!;
};
