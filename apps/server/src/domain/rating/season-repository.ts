import { sql } from 'drizzle-orm';
import type { Gender, ResultStatus } from '@velo/contracts';
import {
  type ParticipantInfo,
  type ProtocolInput,
  type RatingAdjustment,
  type RatingConfig,
  type ResultInput,
  type Tally,
} from '@velo/rating';
import { queryRows, type Executor } from '../../db/database.js';
import { RESULT_POINTS } from './result-points-sql.js';
import { unpackCheckpoint } from './season-checkpoint.js';
import { rankedRiders, type ParticipantCache } from './season-riders.js';

/** A result row as stored, with the points the last recalculation gave it (to write only changes). */
export type StoredResult = ResultInput & {
  protocolId: number;
  /** The protocol-local parts the last recalculation stored (points are derived from them). */
  stored: { genderPlace: number | null; R: number; S: number; M: number; D: number };
};

export type SeasonData = {
  protocols: ProtocolInput[];
  participants: ParticipantInfo[];
  /** Administrators' corrections of the season's points (they count in the national table). */
  adjustments: RatingAdjustment[];
  storedResults: Map<number, StoredResult>;
  storedCoefficients: Map<number, string>;
  /**
   * Loaded from a race day on (an incremental recalculation): `protocols` are those of that day and
   * later, and `carried` is what the counting protocols before it gave each participant, as stored.
   */
  from?: {
    day: string;
    carried: Tally[];
    /** `carried` is the season's stored checkpoint of that day (not summed from the results). */
    fromCheckpoint: boolean;
  };
};

/** The national table in the packed form the database gives it back (participant order). */
export const packNationalStandings = (
  rows: readonly {
    participantId: number;
    gender: string;
    rating: number;
    place: number;
    genderPlace: number;
    racesCount: number;
  }[],
): string =>
  [...rows]
    .sort((a, b) => a.participantId - b.participantId)
    .map((r) =>
      [r.participantId, r.gender, r.rating.toFixed(2), r.place, r.genderPlace, r.racesCount].join('\x1f'),
    )
    .join('\x1e');

/**
 * The stored national table of a season, packed as `packNationalStandings` packs it: whether the
 * table may stay as it is, and which riders' rows a recalculation moved (33,000 rows: 0.04–0.13 s on
 * PGlite).
 */
export const loadStoredNationalStandings = async (executor: Executor, year: number): Promise<string> => {
  const [packedStandings] = await queryRows<{ packed: string | null }>(
    executor,
    sql`select string_agg(concat_ws(E'\x1f', participant_id, gender, rating, place, gender_place, races_count), E'\x1e'
          order by participant_id) as packed
        from standings where year = ${year} and organizer_id = 0 and cluster_age_category_id = 0`,
  );
  return packedStandings?.packed ?? '';
};

type ProtocolRow = {
  id: number;
  event_date: string;
  organizer_id: number;
  is_rating_protocol: boolean;
  is_rating_event: boolean;
  is_rating_from_protocol_file: boolean;
  coefficients: string | null;
  score_distribution: number[];
  significance_ratio_calculation_mode: RatingConfig['significanceRatioCalculationMode'];
  significance_ratio: number | null;
  representation_ratio_calculation_mode: RatingConfig['representationRatioCalculationMode'];
  representation_ratio: number | null;
  final_rating_best_races_number: number | null;
  final_rating_best_races_percent: number | null;
  hide_participants_without_rating_in_final_rating: boolean;
};

const numberOrNull = (text: string | undefined): number | null => (text ? Number(text) : null);

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
 * Everything a season's recalculation reads: its protocols with their configs, every result row with
 * its current points, its stored national table, and the participants (from `cache` when it has
 * every rider the rows name).
 */
export const loadSeason = async (
  executor: Executor,
  year: number,
  cache: ParticipantCache = {},
  fromDay?: string,
): Promise<SeasonData> => {
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
  const protocolRows = await queryRows<ProtocolRow>(
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
  const packedResults = await queryRows<{ protocol_id: number; packed: string }>(
    executor,
    sql`select r.protocol_id, string_agg(concat_ws(E'\x1f', r.id, r.participant_id, r.gender, r.status,
          coalesce(r.place::text, ''), coalesce(r.result_time_ms::text, ''), r.row_order, r.sprint_winner::int,
          r.mountain_winner::int, coalesce(r.points_from_file::text, ''), coalesce(r.gender_place::text, ''),
          r.place_points, r.sprint_points, r.mountain_points, r.gap_points),
          E'\x1e' order by r.row_order) as packed
        from protocol_results r
        join protocols p on p.id = r.protocol_id
        join events e on e.id = p.event_id
        where e.event_date between ${from} and ${to}
        group by r.protocol_id`,
  );

  // What the counting protocols before `from` gave each participant, from their stored points (as the
  // engine's carriedTallies sums them: a start is a row that is not DNS, points in hundredths).
  const carriedRows = checkpoint
    ? unpackCheckpoint(checkpoint.packed, new Map()).map((tally) => ({
        participant_id: tally.participantId,
        row_gender: tally.gender,
        cents: String(tally.cents),
        races: tally.racesCount,
      }))
    : isIncremental
      ? await queryRows<{ participant_id: number; row_gender: Gender; cents: string; races: number }>(
          executor,
          sql`select r.participant_id, min(r.gender::text) as row_gender,
              sum(round(${RESULT_POINTS} * 100))::text as cents, count(*)::int as races
            from protocol_results r
            join protocols p on p.id = r.protocol_id
            join events e on e.id = p.event_id
            where e.event_date >= ${bounds.from} and e.event_date < ${from}
              and p.is_rating_protocol and e.is_rating and r.status <> 'DNS'
            group by r.participant_id`,
        )
      : [];

  const adjustments = await queryRows<RatingAdjustment>(
    executor,
    sql`select participant_id as "participantId", points::float8 as points from rating_adjustments where year = ${year}`,
  );

  const resultsByProtocol = new Map<number, ResultInput[]>();
  const storedResults = new Map<number, StoredResult>();
  const genderOfParticipant = new Map<number, Gender>();
  for (const { protocol_id: protocolId, packed } of packedResults) {
    const list: ResultInput[] = [];
    resultsByProtocol.set(protocolId, list);
    for (const record of packed.split('\x1e')) {
      const f = record.split('\x1f');
      const result: StoredResult = {
        resultId: Number(f[0]),
        protocolId,
        participantId: Number(f[1]),
        gender: f[2] as Gender,
        status: f[3] as ResultStatus,
        place: numberOrNull(f[4]),
        timeMs: numberOrNull(f[5]),
        rowOrder: Number(f[6]),
        sprintWinner: f[7] === '1',
        mountainWinner: f[8] === '1',
        pointsFromFile: numberOrNull(f[9]),
        stored: {
          genderPlace: numberOrNull(f[10]),
          R: Number(f[11]),
          S: Number(f[12]),
          M: Number(f[13]),
          D: Number(f[14]),
        },
      };
      storedResults.set(result.resultId, result);
      genderOfParticipant.set(result.participantId, result.gender);
      list.push(result);
    }
  }
  for (const row of carriedRows)
    if (!genderOfParticipant.has(row.participant_id))
      genderOfParticipant.set(row.participant_id, row.row_gender);
  const { rows: participantRows, ranks: nameRanks } = await rankedRiders(
    executor,
    [...genderOfParticipant.keys(), ...adjustments.map((adjustment) => adjustment.participantId)],
    cache,
  );
  // A rider's gender as the protocols record it wins over an empty profile field.
  const participants = participantRows.map((p) => ({
    id: p.id,
    gender: p.gender ?? genderOfParticipant.get(p.id) ?? 'male',
    birthYear: p.year_of_birth,
    lastName: p.last_name,
    firstName: p.first_name,
    nameRank: nameRanks.get(p.id)!,
  }));
  const genderInDirectory = new Map(participants.map((p) => [p.id, p.gender]));

  return {
    protocols: protocolRows.map((p) => ({
      protocolId: p.id,
      eventDate: p.event_date,
      organizerId: p.organizer_id,
      isRatingProtocol: p.is_rating_protocol,
      isRatingEvent: p.is_rating_event,
      isRatingFromProtocolFile: p.is_rating_from_protocol_file,
      config: {
        scoreDistribution: p.score_distribution,
        significanceRatioCalculationMode: p.significance_ratio_calculation_mode,
        significanceRatio: p.significance_ratio,
        representationRatioCalculationMode: p.representation_ratio_calculation_mode,
        representationRatio: p.representation_ratio,
        finalRatingBestRacesNumber: p.final_rating_best_races_number,
        finalRatingBestRacesPercent: p.final_rating_best_races_percent,
        hideParticipantsWithoutRatingInFinalRating: p.hide_participants_without_rating_in_final_rating,
      },
      results: resultsByProtocol.get(p.id) ?? [],
    })),
    participants,
    adjustments,
    storedResults,
    storedCoefficients: new Map(protocolRows.map((p) => [p.id, p.coefficients ?? ''])),
    ...(isIncremental
      ? {
          from: {
            day: from,
            fromCheckpoint: checkpoint !== null,
            carried: carriedRows.map((row) => ({
              participantId: row.participant_id,
              gender: genderInDirectory.get(row.participant_id) ?? row.row_gender,
              cents: Number(row.cents),
              racesCount: row.races,
            })),
          },
        }
      : {}),
  };
};
