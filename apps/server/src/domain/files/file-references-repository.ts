import { eq, inArray, or, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';
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

/**
 * Uploaded documents, photos and maps older than `hours` that no column of `references`
 * (`table.column`) keeps; the oldest thousand.
 */
export const abandonedFileIds = async (
  executor: Executor,
  hours: number,
  references: readonly string[],
): Promise<string[]> => {
  const referencedFileIds = sql.raw(
    references
      .map((reference) => {
        const [table, column] = reference.split('.');
        return `select ${column} as id from ${table} where ${column} is not null`;
      })
      .join(' union all '),
  );
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`select f.id from files f
        where f.kind in ('document', 'photo', 'map')
          and f.created_on < now() - make_interval(hours => ${hours})
          and f.id not in (${referencedFileIds})
        order by f.created_on limit 1000`,
  );
  return rows.map((row) => row.id);
};
