import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** The first key of the advisory lock over a season's standings (the second is the year). */
const STANDINGS_LOCK = 7301;

/**
 * Takes the season's standings lock until the transaction ends. A recalculation replacing the
 * season's tables takes it alone; readers computing organizers' tables on first use take it
 * `shared`, beside each other (each claims its own tables by their set rows). Without it, a table
 * computed between the recalculation's two deletes kept its rows but lost its set row, and the next
 * reader's insert of the same rows failed on the unique key (bench:load saw it).
 */
export const lockSeasonStandings = async (
  executor: Executor,
  year: number,
  mode: 'exclusive' | 'shared' = 'exclusive',
): Promise<void> => {
  await executor.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${STANDINGS_LOCK}, ${year}::int)`
      : sql`select pg_advisory_xact_lock(${STANDINGS_LOCK}, ${year}::int)`,
  );
};
