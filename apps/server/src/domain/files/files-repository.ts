import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { files } from '../../db/schema/index.js';

type FileRow = typeof files.$inferSelect;

export const insertFileRecord = async (
  executor: Executor,
  values: typeof files.$inferInsert,
): Promise<FileRow> => {
  const [row] = await executor.insert(files).values(values).returning();
  return row!;
};

export const findFile = async (executor: Executor, id: string): Promise<FileRow | null> => {
  const [row] = await executor.select().from(files).where(eq(files.id, id));
  return row ?? null;
};

/** Deletes a file's record (in the caller's transaction) and answers its storage key, if it existed. */
export const dropFileRecord = async (executor: Executor, id: string): Promise<string[]> =>
  (await executor.delete(files).where(eq(files.id, id)).returning({ storageKey: files.storageKey })).map(
    (row) => row.storageKey,
  );

/**
 * The file with what decides who may read it, in one query: whether a participant names it as a
 * document (and whether that participant is the caller's), and the organizer of the protocol that
 * keeps it as its original. Logos, maps and protocol originals are never looked up as documents.
 * (Column names are written out: drizzle leaves them unqualified in a one-table select.)
 */
export const selectFileWithAccess = async (executor: Executor, id: string, userId: number | null) => {
  const namesIt = sql.raw(
    `(p.medical_certificate_file_id = "files"."id" or p.insurance_policy_file_id = "files"."id")`,
  );
  const displayKind = sql.raw(`"files"."kind" in ('logo', 'map', 'protocol')`);
  const [row] = await executor
    .select({
      file: files,
      isParticipantDocument: sql<boolean>`case when ${displayKind} then false
        else exists (select 1 from participants p where ${namesIt}) end`,
      isCallersDocument:
        userId === null
          ? sql<boolean>`false`
          : sql<boolean>`case when ${displayKind} then false
              else exists (select 1 from participants p where ${namesIt} and p.user_id = ${userId}) end`,
      protocolOrganizerId: sql<number | null>`case when "files"."kind" = 'protocol' then
        (select e.organizer_id from protocols pr join events e on e.id = pr.event_id
          where pr.original_file_id = "files"."id" limit 1) end`,
    })
    .from(files)
    .where(eq(files.id, id));
  return row;
};
