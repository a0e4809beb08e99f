import { sql, type SQL } from 'drizzle-orm';
import type { Gender } from '@velo/contracts';
import type { RatingAdjustment } from '@velo/rating';
import { queryRows, type Executor } from '../../db/database.js';
import { RESULT_POINTS } from './result-points-sql.js';
import {
  namedRiders,
  unpackSeason,
  withRiders,
  type ProtocolRow,
  type SeasonData,
  type SeasonRows,
} from './season-data.js';
import { rankedRiders, type ParticipantCache } from './season-riders.js';
import { nationalCluster } from './national-table-repository.js';

/**
 * The stored national table of a season, packed (unit separator between fields, record separator
 * between rows, in no order): participant id, gender, rating in hundredths, place, gender place and
 * races. What a recalculation compares its table with, to learn whether the table may stay as it is
 * and which riders' rows moved (33,000 rows: 0.04–0.13 s on PGlite).
 */
export const loadStoredNationalStandings = async (executor: Executor, year: number): Promise<string> => {
  const [packedStandings] = await queryRows<{ packed: string | null }>(
    executor,
    sql`select string_agg(concat_ws(E'\x1f', participant_id, gender, (rating * 100)::bigint, place, gender_place,
          races_count), E'\x1e') as packed
        from standings
        where year = ${year} and organizer_id = 0 and cluster_age_category_id = ${nationalCluster(year)}`,
  );
  return packedStandings?.packed ?? '';
};

const seasonBounds = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** The years that have at least one protocol. */
export const yearsWithProtocols = async (executor: Executor): Promise<number[]> =>
  (
    await queryRows<{ year: number }>(
      executor,
      sql`select distinct extract(year from e.event_date)::int as year
          from protocols p join events e on e.id = p.event_id order by 1`,
    )
  ).map((row) => row.year);

/**
 * Everything a season's recalculation reads, as the database hands it over: its protocols with their
 * configs, every result row with its current points packed one text per protocol, what the days
 * before `fromDay` carry (the stored checkpoint, or summed from the stored points), and the
 * administrators' corrections. Plain data: it may cross to the thread that scores it (season-data.ts
 * unpacks it). The riders are read apart (season-riders.ts), once for several seasons.
 */
export const readSeasonRows = async (
  executor: Executor,
  year: number,
  fromDay?: string,
  options: { protocolsPerQuery?: number } = {},
): Promise<SeasonRows> => {
  const bounds = seasonBounds(year);
  const to = bounds.to;
  const asked = fromDay && fromDay > bounds.from ? fromDay : bounds.from;
  // A checkpoint on the asked day or before it (nothing before its day changed since, or it would
  // have been cleared) gives the carried tallies without summing the season: start there.
  const [stored] =
    asked !== bounds.from
      ? await queryRows<{ checkpoint_day: string | null; checkpoint: string | null }>(
          executor,
          sql`select to_char(checkpoint_day, 'YYYY-MM-DD') as checkpoint_day, checkpoint from seasons where year = ${year}`,
        )
      : [];
  const checkpoint =
    stored?.checkpoint_day &&
    stored.checkpoint !== null &&
    stored.checkpoint_day > bounds.from &&
    stored.checkpoint_day <= asked
      ? { day: stored.checkpoint_day, packed: stored.checkpoint }
      : null;
  const from = checkpoint?.day ?? asked;
  const isIncremental = from !== bounds.from;
  const protocols = await queryRows<ProtocolRow>(
    executor,
    sql`select p.id, to_char(e.event_date, 'YYYY-MM-DD') as event_date, e.organizer_id,
          p.is_rating_protocol, e.is_rating as is_rating_event, p.is_rating_from_protocol_file,
          p.coefficients::text as coefficients,
          c.score_distribution, c.significance_ratio_calculation_mode, c.significance_ratio::float8 as significance_ratio,
          c.representation_ratio_calculation_mode, c.representation_ratio::float8 as representation_ratio,
          c.final_rating_best_races_number, c.final_rating_best_races_percent,
          c.hide_participants_without_rating_in_final_rating
        from protocols p
        join events e on e.id = p.event_id
        join protocol_configs c on c.id = p.config_id
        where e.event_date between ${from} and ${to}`,
  );
  // Rows travel packed, one text per protocol: PGlite pays per value it hands over, and a
  // season has ~170,000 rows × 15 values. Unit (\x1f) and record (\x1e) separators never occur in
  // names, times or formulas (the file reader drops control characters).
  // Each protocol's rows gathered through its index, unsorted (the unpacking puts them in the file's
  // order): a fifth of the database's time of the read on PGlite, against a grouped sort of the season.
  // Read outside a transaction, they come `protocolsPerQuery` protocols at a time: PGlite answers one
  // query at a time, and readers' queries go between two of these instead of waiting for the season.
  const packedOf = (which: SQL) =>
    queryRows<{ protocol_id: number; packed: string | null }>(
      executor,
      sql`select p.id as protocol_id,
          (select string_agg(concat_ws(E'\x1f', r.id, r.participant_id, r.gender, r.status,
            coalesce(r.place::text, ''), coalesce(r.result_time_ms::text, ''), r.row_order, r.sprint_winner::int,
            r.mountain_winner::int, coalesce(r.points_from_file::text, ''), coalesce(r.gender_place::text, ''),
            r.place_points, r.sprint_points, r.mountain_points, r.gap_points), E'\x1e')
           from protocol_results r where r.protocol_id = p.id) as packed
        from protocols p
        where ${which}`,
    );
  const ids = protocols.map((protocol) => protocol.id);
  const chunk = options.protocolsPerQuery ?? Math.max(ids.length, 1);
  const packedResults: SeasonRows['packedResults'] = [];
  for (let start = 0; start < ids.length; start += chunk) {
    const some = ids.slice(start, start + chunk);
    packedResults.push(...(await packedOf(sql`p.id = any(${sql.param(`{${some.join(',')}}`)}::int[])`)));
  }

  // What the counting protocols before `from` gave each participant, from their stored points (as the
  // engine's carriedTallies sums them: a start is a row that is not DNS, points in hundredths).
  const carried: SeasonRows['carried'] = checkpoint
    ? { checkpoint: checkpoint.packed }
    : isIncremental
      ? {
          summed: await queryRows<{
            participant_id: number;
            row_gender: Gender;
            cents: string;
            races: number;
          }>(
            executor,
            sql`select r.participant_id, min(r.gender::text) as row_gender,
              sum(round(${RESULT_POINTS} * 100))::text as cents, count(*)::int as races
            from protocol_results r
            join protocols p on p.id = r.protocol_id
            join events e on e.id = p.event_id
            where e.event_date >= ${bounds.from} and e.event_date < ${from}
              and p.is_rating_protocol and e.is_rating and r.status <> 'DNS'
            group by r.participant_id`,
          ),
        }
      : null;

  const adjustments = await queryRows<RatingAdjustment>(
    executor,
    sql`select participant_id as "participantId", points::float8 as points from rating_adjustments where year = ${year}`,
  );
  return {
    year,
    from: isIncremental ? { day: from, fromCheckpoint: checkpoint !== null } : null,
    protocols,
    packedResults,
    carried,
    adjustments,
  };
};

/**
 * Everything a season's recalculation reads, unpacked, with the riders (from `cache` when it has
 * every rider the rows name) and their alphabetical positions: what the engine scores in this thread.
 */
export const loadSeason = async (
  executor: Executor,
  year: number,
  cache: ParticipantCache = {},
  fromDay?: string,
  options: { protocolsPerQuery?: number } = {},
): Promise<SeasonData> => {
  const rows = await readSeasonRows(executor, year, fromDay, options);
  const unpacked = unpackSeason(rows);
  const riders = await rankedRiders(executor, namedRiders(unpacked), cache);
  return withRiders(unpacked, riders);
};
