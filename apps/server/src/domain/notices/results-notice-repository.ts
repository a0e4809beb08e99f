import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';
import { publicRiderColumn, publicRiderColumns } from '../participant-privacy/privacy-repository.js';
import { RESULT_POINTS } from '../rating/result-points-sql.js';
import { nationalCluster } from '../rating/national-table-repository.js';

// The reads of the results notices of a new protocol («Follow»): the protocol and its
// season's state, the riders' results with their points and season places, who follows what, and
// the protocol's winners.

export type NoticeProtocol = {
  id: number;
  name: string;
  /** A rating protocol of a rating event: its results carry points and move the season's places. */
  isRating: boolean;
  eventId: number;
  /** The event's organizer, whose protocols' notices are limited per day. */
  organizerId: number;
  eventName: string;
  eventDate: string;
  /** The protocol's season waits for a recalculation: its points and places are not there yet. */
  seasonStale: boolean;
  /** When the protest window of a provisional protocol closes; null when official. */
  provisionalUntil: string | null;
};

export const loadNoticeProtocol = async (
  executor: Executor,
  protocolId: number,
): Promise<NoticeProtocol | null> => {
  const [row] = await queryRows<{
    id: number;
    name: string;
    is_rating: boolean;
    event_id: number;
    organizer_id: number;
    event_name: string;
    event_date: string;
    season_stale: boolean;
    provisional_until: Date | string | null;
  }>(
    executor,
    sql`select p.id, p.name, (p.is_rating_protocol and e.is_rating) as is_rating, e.id as event_id,
          e.organizer_id, e.name as event_name, e.event_date::text as event_date, coalesce(s.is_stale, false) as season_stale,
          case when p.official_at is null then p.protest_closes_at end as provisional_until
        from protocols p
        join events e on e.id = p.event_id
        left join seasons s on s.year = extract(year from e.event_date)::int
        where p.id = ${protocolId}`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    name: row.name,
    isRating: row.is_rating,
    eventId: Number(row.event_id),
    organizerId: Number(row.organizer_id),
    eventName: row.event_name,
    eventDate: row.event_date,
    seasonStale: row.season_stale,
    provisionalUntil: row.provisional_until === null ? null : new Date(row.provisional_until).toISOString(),
  };
};

/** Why a user hears of a result: it is theirs, or they follow its rider. */
export type NoticeReason = 'own' | 'follows';

export type NoticeResultRow = {
  userId: number;
  reason: NoticeReason;
  participantId: number;
  firstName: string;
  lastName: string;
  place: number | null;
  status: string;
  resultTime: string;
  /** The result's points (rating protocols only). */
  points: number | null;
  /** The rider's place and points in their gender's national table of the season, when they have one. */
  seasonPlace: number | null;
  seasonPoints: number | null;
};

/**
 * The results of the protocol each user hears of, as their switches allow: a rider with an account
 * their own (notify_own_results), a follower those of the riders they follow
 * (notify_favorite_participants). Blocked and rejected accounts hear nothing; DNS rows are left out.
 */
export const loadNoticeResults = async (
  executor: Executor,
  protocolId: number,
  year: number,
): Promise<NoticeResultRow[]> => {
  const rows = await queryRows<{
    user_id: number;
    own: boolean;
    participant_id: number;
    first_name: string;
    last_name: string;
    place: number | null;
    status: string;
    result_time: string;
    points: number | null;
    season_place: number | null;
    season_points: number | null;
  }>(
    executor,
    sql`select x.user_id, x.own, pa.id as participant_id,
          case when x.own then pa.first_name else ${publicRiderColumn('pa', 'first_name')} end as first_name,
          case when x.own then pa.last_name else ${publicRiderColumn('pa', 'last_name')} end as last_name, r.place,
          r.status, r.result_time, ${RESULT_POINTS}::float8 as points, st.gender_place as season_place,
          st.rating::float8 as season_points
        from protocol_results r
        join protocols p on p.id = r.protocol_id
        join participants pa on pa.id = r.participant_id
        join lateral (
          select pa.user_id as user_id, true as own where pa.user_id is not null
          union all
          select f.user_id, false from favorite_participants f
          where f.participant_id = pa.id and f.user_id is distinct from pa.user_id
        ) x on true
        join users u on u.id = x.user_id and u.is_blocked = false and u.is_rejected = false
          and case when x.own then u.notify_own_results else u.notify_favorite_participants end
        left join standings st on st.year = ${year} and st.organizer_id = 0
          and st.cluster_age_category_id = ${nationalCluster(year)} and st.participant_id = pa.id
        where r.protocol_id = ${protocolId} and r.status <> 'DNS'
        order by x.user_id, x.own desc, r.place nulls last, pa.last_name`,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    reason: row.own ? 'own' : 'follows',
    participantId: Number(row.participant_id),
    firstName: row.first_name,
    lastName: row.last_name,
    place: row.place,
    status: row.status,
    resultTime: row.result_time,
    points: row.points === null ? null : Number(row.points),
    seasonPlace: row.season_place === null ? null : Number(row.season_place),
    seasonPoints: row.season_points === null ? null : Number(row.season_points),
  }));
};

/** The users who follow the event and want its protocols (notify_favorite_events). */
export const loadEventFollowers = async (executor: Executor, eventId: number): Promise<number[]> => {
  const rows = await queryRows<{ user_id: number }>(
    executor,
    sql`select f.user_id from favorite_events f
        join users u on u.id = f.user_id and u.is_blocked = false and u.is_rejected = false
          and u.notify_favorite_events
        where f.event_id = ${eventId}
        order by f.user_id`,
  );
  return rows.map((row) => Number(row.user_id));
};

export type NoticeWinner = {
  participantId: number;
  gender: 'male' | 'female';
  firstName: string;
  lastName: string;
  resultTime: string;
};

/** The protocol's first man and first woman (the finisher with the best place of each gender). */
export const loadProtocolWinners = async (
  executor: Executor,
  protocolId: number,
): Promise<NoticeWinner[]> => {
  const rows = await queryRows<{
    participant_id: number;
    gender: 'male' | 'female';
    first_name: string;
    last_name: string;
    result_time: string;
  }>(
    executor,
    sql`select distinct on (r.gender) r.participant_id, r.gender, ${publicRiderColumns('pa', ['first_name', 'last_name'])}, r.result_time
        from protocol_results r
        join participants pa on pa.id = r.participant_id
        where r.protocol_id = ${protocolId} and r.status = 'F' and r.place is not null
        order by r.gender, coalesce(r.gender_place, r.place), r.place, r.row_order`,
  );
  return rows
    .map((row) => ({
      participantId: Number(row.participant_id),
      gender: row.gender,
      firstName: row.first_name,
      lastName: row.last_name,
      resultTime: row.result_time,
    }))
    .sort((a, b) => (a.gender === b.gender ? 0 : a.gender === 'male' ? -1 : 1));
};
