import { sql } from 'drizzle-orm';
import type { PackedProtocolGains } from '@velo/rating';
import { queryRows, type Executor } from '../../db/database.js';
import { arrayParam } from '../../lib/bulk-insert.js';
import { unpackGains, type SeasonGains } from './rating-gains-codec.js';

/**
 * The counting protocols' gains of a season (`rating_gains`): written by every recalculation of the
 * season in its transaction, read by a rider's place history.
 */

/**
 * Replaces the season's gains from `fromDay` on (all of them without it) with those of the protocols
 * the recalculation scored (packed with the scores, score-season.ts): every protocol of those days, so
 * a protocol deleted or no longer counting loses its row. Called once, from the recalculation's write
 * step (rating/write-season-scores.ts). The packed bytes travel as one hex text cut per protocol in
 * SQL: one statement, whatever the count.
 */
export const writeRatingGains = async (
  executor: Executor,
  year: number,
  gains: SeasonGains,
  fromDay: string | null,
): Promise<void> => {
  await executor.execute(
    fromDay
      ? sql`delete from rating_gains where year = ${year} and day >= ${fromDay}`
      : sql`delete from rating_gains where year = ${year}`,
  );
  if (gains.protocolIds.length === 0) return;
  await executor.execute(sql`
    insert into rating_gains (year, day, protocol_id, males, gains)
    select ${year}, u.day, u.protocol_id, u.males, substring(b.all_gains from u.at for u.length)
    from (select decode(${gains.hex}, 'hex') as all_gains) b,
      unnest(${arrayParam(gains.days)}::date[], ${arrayParam(gains.protocolIds)}::int[],
             ${arrayParam(gains.males)}::int[], ${arrayParam(gains.offsets)}::int[], ${arrayParam(gains.lengths)}::int[])
        as u(day, protocol_id, males, at, length)`);
};

/**
 * Every counting protocol's gains of a season, as the last recalculation stored them, packed as the
 * engine walks them: 1.4 MB for a season of 180,000 starts.
 */
export const readSeasonGains = async (executor: Executor, year: number): Promise<PackedProtocolGains[]> => {
  // As base64 text: PGlite hands bytea over as hex text it decodes character by character (0.4 s for a
  // season on a busy machine), base64 is decoded natively (Buffer) on both engines.
  const rows = await queryRows<{ protocol_id: number; day: string; males: number; gains: string }>(
    executor,
    sql`select protocol_id, to_char(day, 'YYYY-MM-DD') as day, males, encode(gains, 'base64') as gains
        from rating_gains where year = ${year}`,
  );
  return rows.map((row) =>
    unpackGains({
      protocolId: row.protocol_id,
      day: row.day,
      males: row.males,
      bytes: Buffer.from(row.gains, 'base64'),
    }),
  );
};

/**
 * The version of a season's stored gains: the season's row's (its transaction id and update time),
 * which the recalculation that rewrites the gains updates in the same transaction; null when the
 * season has no row (never recalculated). Read before the gains, it can only be older than them, so
 * a write in between makes the next reader read them again (season-walks.ts).
 */
export const seasonGainsStamp = async (executor: Executor, year: number): Promise<string | null> => {
  const [season] = await queryRows<{ stamp: string }>(
    executor,
    sql`select xmin::text || ' ' || coalesce(update_date::text, '') as stamp from seasons where year = ${year}`,
  );
  return season?.stamp ?? null;
};
