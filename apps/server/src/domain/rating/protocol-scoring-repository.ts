import { sql } from 'drizzle-orm';
import type { Gender } from '@velo/contracts';
import type { RatingConfig, Tally } from '@velo/rating';
import { queryRows, type Executor } from '../../db/database.js';
import { RESULT_POINTS } from './result-points-sql.js';
import { storedTallies } from './season-checkpoint.js';

/**
 * What scoring one protocol alone needs (issue 38: the points a corrected protocol would get, before
 * it is saved): its config and flags, and what the counting protocols before its race day gave each
 * participant, read from the stored points (and the season's checkpoint when it stands on or before
 * that day), as an incremental recalculation carries them.
 */

export type ProtocolScoringHead = {
  eventDate: string;
  organizerId: number;
  isRatingProtocol: boolean;
  isRatingEvent: boolean;
  config: RatingConfig;
};

export const loadProtocolScoringHead = async (
  executor: Executor,
  protocolId: number,
): Promise<ProtocolScoringHead | null> => {
  const [row] = await queryRows<{
    event_date: string;
    organizer_id: number;
    is_rating_protocol: boolean;
    is_rating_event: boolean;
    score_distribution: number[];
    significance_ratio_calculation_mode: RatingConfig['significanceRatioCalculationMode'];
    significance_ratio: number | null;
    representation_ratio_calculation_mode: RatingConfig['representationRatioCalculationMode'];
    representation_ratio: number | null;
    final_rating_best_races_number: number | null;
    final_rating_best_races_percent: number | null;
    hide_participants_without_rating_in_final_rating: boolean;
  }>(
    executor,
    sql`select to_char(e.event_date, 'YYYY-MM-DD') as event_date, e.organizer_id, p.is_rating_protocol,
          e.is_rating as is_rating_event, c.score_distribution, c.significance_ratio_calculation_mode,
          c.significance_ratio::float8 as significance_ratio, c.representation_ratio_calculation_mode,
          c.representation_ratio::float8 as representation_ratio, c.final_rating_best_races_number,
          c.final_rating_best_races_percent, c.hide_participants_without_rating_in_final_rating
        from protocols p join events e on e.id = p.event_id join protocol_configs c on c.id = p.config_id
        where p.id = ${protocolId}`,
  );
  if (!row) return null;
  return {
    eventDate: row.event_date,
    organizerId: row.organizer_id,
    isRatingProtocol: row.is_rating_protocol,
    isRatingEvent: row.is_rating_event,
    config: {
      scoreDistribution: row.score_distribution,
      significanceRatioCalculationMode: row.significance_ratio_calculation_mode,
      significanceRatio: row.significance_ratio,
      representationRatioCalculationMode: row.representation_ratio_calculation_mode,
      representationRatio: row.representation_ratio,
      finalRatingBestRacesNumber: row.final_rating_best_races_number,
      finalRatingBestRacesPercent: row.final_rating_best_races_percent,
      hideParticipantsWithoutRatingInFinalRating: row.hide_participants_without_rating_in_final_rating,
    },
  };
};

/** What the counting protocols from `from` to the day before `to` gave each participant (stored points). */
const summedTallies = async (executor: Executor, from: string, to: string): Promise<Tally[]> => {
  const rows = await queryRows<{ participant_id: number; gender: Gender; cents: string; races: number }>(
    executor,
    sql`select r.participant_id, coalesce(min(pa.gender::text), min(r.gender::text)) as gender,
          sum(round(${RESULT_POINTS} * 100))::text as cents, count(*)::int as races
        from protocol_results r
        join protocols p on p.id = r.protocol_id
        join events e on e.id = p.event_id
        join participants pa on pa.id = r.participant_id
        where e.event_date >= ${from} and e.event_date < ${to}
          and p.is_rating_protocol and e.is_rating and r.status <> 'DNS'
        group by r.participant_id`,
  );
  return rows.map((row) => ({
    participantId: row.participant_id,
    gender: row.gender,
    cents: Number(row.cents),
    racesCount: row.races,
  }));
};

/**
 * What the season's counting protocols before the race day gave each participant, in two parts: the
 * checkpoint when it stands on or before the day (`carried`, shared as the checkpoint module keeps
 * it: read-only), and the stored points of the days from it to the race day (`later`); without a
 * checkpoint, the stored points of the season's days before it (`later`, nothing carried).
 */
export const talliesBeforeDay = async (
  executor: Executor,
  day: string,
): Promise<{ carried: readonly Tally[]; later: Tally[] }> => {
  const year = Number(day.slice(0, 4));
  const seasonStart = `${year}-01-01`;
  if (day <= seasonStart) return { carried: [], later: [] };
  const [stored] = await queryRows<{ checkpoint_day: string | null; checkpoint: string | null }>(
    executor,
    sql`select to_char(checkpoint_day, 'YYYY-MM-DD') as checkpoint_day, checkpoint from seasons where year = ${year}`,
  );
  const checkpointDay = stored?.checkpoint_day ?? null;
  if (!checkpointDay || stored?.checkpoint == null || checkpointDay <= seasonStart || checkpointDay > day)
    return { carried: [], later: await summedTallies(executor, seasonStart, day) };
  const carried = storedTallies(stored.checkpoint);
  return { carried, later: checkpointDay === day ? [] : await summedTallies(executor, checkpointDay, day) };
};
