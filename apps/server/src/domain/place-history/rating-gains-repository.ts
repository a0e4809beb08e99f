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

/** The gains of a season as stored, read again only when the season's row changed. */
type KeptGains = { stamp: string; gains: PackedProtocolGains[] };

/** The last seasons read, per database (a process may open more than one), newest use last. */
const kept = new WeakMap<object, Map<number, KeptGains>>();
const KEPT_SEASONS = 4;

const readSeasonGains = async (executor: Executor, year: number): Promise<PackedProtocolGains[]> => {
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
 * Every counting protocol's gains of a season, as the last recalculation stored them, packed as the
 * engine walks them. The recalculation that rewrites them updates the season's row in the same
 * transaction, so the row's version (its transaction id and update time) says whether the gains read
 * before are still the stored ones: a history then reads one small row instead of the season's 1.4 MB
 * (issue 38's 50 ms). Read first, the stamp can only be older than the gains read after it, so a
 * write in between makes the next request read them again.
 */
export const seasonGains = async (executor: Executor, year: number): Promise<PackedProtocolGains[]> => {
  const [season] = await queryRows<{ stamp: string }>(
    executor,
    sql`select xmin::text || ' ' || coalesce(update_date::text, '') as stamp from seasons where year = ${year}`,
  );
  let seasons = kept.get(executor);
  const hit = season ? seasons?.get(year) : undefined;
  if (hit && hit.stamp === season!.stamp) {
    seasons!.delete(year);
    seasons!.set(year, hit);
    return hit.gains;
  }
  const gains = await readSeasonGains(executor, year);
  if (season) {
    if (!seasons) kept.set(executor, (seasons = new Map()));
    seasons.delete(year);
    seasons.set(year, { stamp: season.stamp, gains });
    while (seasons.size > KEPT_SEASONS) seasons.delete(seasons.keys().next().value!);
  }
  return gains;
};
