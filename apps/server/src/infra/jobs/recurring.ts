import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { jobs } from '../../db/schema/index.js';

/**
 * Keeps one queued job of a type in the table: called at start and after each run, it enqueues the
 * next run unless one is already waiting. The schedule lives in the database, so several server
 * processes do not multiply it.
 */
export const ensureRecurringJob = async (db: Database, type: string, runAfter: Date): Promise<void> => {
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.type, type), inArray(jobs.status, ['queued', 'running'])))
    .limit(1);
  if (!waiting) await db.insert(jobs).values({ type, runAfter });
};
