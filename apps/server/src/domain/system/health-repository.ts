import { sql } from 'drizzle-orm';
import { queryRows, readMigrationJournal, type Database } from '../../db/database.js';

/** The journal's tags, read from disk once: they are the code's, and the code does not change while it runs. */
let journalTags: string[] | null = null;
const tagOf = (applied: number) =>
  (journalTags ??= readMigrationJournal().map((entry) => entry.tag))[applied - 1] ?? 'none';

/**
 * What the health check reads from the database, in one round trip: the migrations applied and the
 * server's version. Under load a probe waits for a free connection behind the readers' queries, so
 * it asks once, not twice.
 */
export const readDatabaseHealth = async (
  db: Database,
): Promise<{ applied: number; latestTag: string; serverVersion: string }> => {
  const [row] = await queryRows<{ count: number; server_version: string }>(
    db,
    sql`select count(*)::int as count, current_setting('server_version') as server_version
        from drizzle.__drizzle_migrations`,
  );
  const applied = Number(row?.count ?? 0);
  return { applied, latestTag: tagOf(applied), serverVersion: String(row?.server_version ?? '') };
};
