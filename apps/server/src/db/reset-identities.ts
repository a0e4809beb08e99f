import { sql } from 'drizzle-orm';
import type { Executor } from './database.js';

/** After rows were inserted with explicit ids, move each identity past the largest id. */
export const resetIdentities = async (executor: Executor, tables: string[]): Promise<void> => {
  for (const table of tables) {
    await executor.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
      ),
    );
  }
};
