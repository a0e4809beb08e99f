import { asc, eq } from 'drizzle-orm';
import type { StaleSeason } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { seasons } from '../../db/schema/index.js';

/** GET /v1/Statistic/stale-seasons: the seasons a protocol was loaded into without a recalculation. */
export const listStaleSeasons = async (executor: Executor): Promise<StaleSeason[]> => {
  const rows = await executor
    .select({ year: seasons.year, updateDate: seasons.updateDate })
    .from(seasons)
    .where(eq(seasons.isStale, true))
    .orderBy(asc(seasons.year));
  return rows.map((row) => ({ year: row.year, updateDate: row.updateDate?.toISOString() ?? null }));
};
