import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** VACUUM ANALYZE of the whole database (the embedded engine has no autovacuum). */
export const vacuumAnalyze = async (executor: Executor): Promise<void> => {
  await executor.execute(sql`vacuum (analyze)`);
};
