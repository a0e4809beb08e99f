import { sql } from 'drizzle-orm';
import {
  protocolGainsOf,
  type PackedProtocolGains,
  type ParticipantInfo,
  type StandingsProtocol,
} from '@velo/rating';
import { queryRows, type Executor } from '../../db/database.js';
import { arrayParam } from '../../lib/bulk-insert.js';
import { packGains, unpackGains } from './rating-gains-codec.js';

/**
 * The counting protocols' gains of a season (`rating_gains`): written by every recalculation of the
 * season in its transaction, read by a rider's place history.
 */

/**
 * Replaces the season's gains from `fromDay` on (all of them without it) with those of the protocols
 * the recalculation scored: every protocol of those days, so a protocol deleted or no longer counting
 * loses its row. Called once, from the recalculation's write step (rating/write-season-scores.ts).
 * The packed bytes travel as one hex text cut per protocol in SQL: one statement, whatever the count.
 */
export const writeRatingGains = async (
  executor: Executor,
  year: number,
  scored: readonly StandingsProtocol[],
  participants: readonly ParticipantInfo[],
  fromDay: string | undefined,
): Promise<void> => {
  await executor.execute(
    fromDay
      ? sql`delete from rating_gains where year = ${year} and day >= ${fromDay}`
      : sql`delete from rating_gains where year = ${year}`,
  );
  const protocols = protocolGainsOf(scored, participants);
  if (protocols.length === 0) return;
  const packed = protocols.map(packGains);
  const offsets: number[] = [];
  const lengths: number[] = [];
  let offset = 1; // substring counts from 1
  for (const { bytes } of packed) {
    offsets.push(offset);
    lengths.push(bytes.byteLength);
    offset += bytes.byteLength;
  }
  const hex = Buffer.concat(packed.map(({ bytes }) => bytes)).toString('hex');
  await executor.execute(sql`
    insert into rating_gains (year, day, protocol_id, males, gains)
    select ${year}, u.day, u.protocol_id, u.males, substring(b.all_gains from u.at for u.length)
    from (select decode(${hex}, 'hex') as all_gains) b,
      unnest(${arrayParam(protocols.map((p) => p.day))}::date[], ${arrayParam(protocols.map((p) => p.protocolId))}::int[],
             ${arrayParam(packed.map((p) => p.males))}::int[], ${arrayParam(offsets)}::int[], ${arrayParam(lengths)}::int[])
        as u(day, protocol_id, males, at, length)`);
};

/**
 * Every counting protocol's gains of a season, as the last recalculation stored them, packed as the
 * engine walks them.
 */
export const seasonGains = async (executor: Executor, year: number): Promise<PackedProtocolGains[]> => {
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
