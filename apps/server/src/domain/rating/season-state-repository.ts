import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';
import { seasons } from '../../db/schema/index.js';

/*
 * A season's row (`seasons`) as a recalculation reads and marks it: stale or not and from which race
 * day, and the lock one recalculation of the season at a time holds.
 */

/** The season (year) of a race day, YYYY-MM-DD. */
export const seasonOf = (day: string): number => Number(day.slice(0, 4));

/** One recalculation of a season at a time, also across server processes (until the transaction ends). */
export const lockSeasonRecalculation = async (tx: Executor, year: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(7401, ${year})`);
};

/** The day an incremental recalculation of the season may start at, or null for the whole season. */
export const changedDayOf = async (tx: Executor, year: number): Promise<string | null> => {
  const [season] = await tx
    .select({ isStale: seasons.isStale, staleFrom: seasons.staleFrom, updateDate: seasons.updateDate })
    .from(seasons)
    .where(eq(seasons.year, year));
  // Never recalculated: nothing before the day is stored yet.
  if (!season?.isStale || !season.staleFrom || !season.updateDate) return null;
  return season.staleFrom > `${year}-01-01` && season.staleFrom <= `${year}-12-31` ? season.staleFrom : null;
};

/**
 * Which version of the season's row a transaction sees (its `xmin`; null without a row). Everything
 * that changes what a season's recalculation reads marks the season stale in the same transaction
 * (below), and every such mark writes a new version of the row, even when it writes the same values:
 * a season read earlier is as the database has it now when its row's version is the same.
 */
export const seasonVersion = async (tx: Executor, year: number): Promise<string | null> => {
  const [row] = await queryRows<{ version: string }>(
    tx,
    sql`select xmin::text as version from seasons where year = ${year}`,
  );
  return row?.version ?? null;
};

/** Marks whole seasons stale: something changed that may move any of their points. */
export const markSeasonsStale = async (executor: Executor, years: number[]): Promise<void> => {
  if (years.length === 0) return;
  await executor
    .insert(seasons)
    .values(years.map((year) => ({ year, isStale: true, staleFrom: null })))
    .onConflictDoUpdate({
      target: seasons.year,
      set: { isStale: true, staleFrom: null, checkpointDay: null, checkpoint: null },
    });
};

/**
 * Marks a season stale from a race day on: a protocol of that day was created or deleted, so the days
 * before it keep their points. Stale already, the season keeps the earlier of the two days (none =
 * the whole season, which stays so). A checkpoint after the day no longer holds and is cleared.
 */
export const markSeasonStaleFrom = async (executor: Executor, day: string): Promise<void> => {
  await executor.execute(sql`
    insert into seasons (year, is_stale, stale_from) values (${seasonOf(day)}, true, ${day})
    on conflict (year) do update set is_stale = true,
      stale_from = case
        when not seasons.is_stale then excluded.stale_from
        when seasons.stale_from is null then null
        else least(seasons.stale_from, excluded.stale_from)
      end,
      checkpoint_day = case when excluded.stale_from < seasons.checkpoint_day then null else seasons.checkpoint_day end,
      checkpoint = case when excluded.stale_from < seasons.checkpoint_day then null else seasons.checkpoint end`);
};
