import { sql, type SQL } from 'drizzle-orm';
import type { participantProtocolsRequestSchema, ResultStatus } from '@velo/contracts';
import type { z } from 'zod';
import { queryRows, type Database } from '../../db/database.js';
import { pageOffset, sortDirection, sortFields } from '../../lib/paging.js';
import { RESULT_F, RESULT_POINTS, RESULT_Q } from '../rating/result-points-sql.js';

/**
 * The public reads of a rider's results: their races of a year, the common races of two riders,
 * the best places and disciplines of a season and the season's running standing. Each query was
 * tuned on the large dataset (1.4 million result rows); the use cases beside it shape the answers.
 */

const inSeason = (year: number) => sql`e.event_date between ${`${year}-01-01`} and ${`${year}-12-31`}`;

export type StartedResultRow = {
  participant_id: number;
  event_name: string;
  place: number | null;
  organizer_name: string;
  year: number;
};

/** Every start (not DNS) of the given riders with its race, place, organizer and year. */
export const startedResultsOf = async (
  db: Database,
  participantIds: number[],
): Promise<StartedResultRow[]> =>
  participantIds.length
    ? queryRows<StartedResultRow>(
        db,
        sql`select r.participant_id, e.name as event_name, r.place, o.name as organizer_name,
              extract(year from e.event_date)::int as year
            from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
            join organizers o on o.id = e.organizer_id
            where r.participant_id in (${sql.join(
              participantIds.map((id) => sql`${id}`),
              sql`, `,
            )}) and r.status <> 'DNS'
            -- The newest first: a rider's best places keep it among equal places (activity.ts sorts
            -- by place alone, and a stable sort). Without an order the rows came as the plan gave them,
            -- and two connections named different races for the same tie (read-path-model.test on
            -- PostgreSQL, seed 54836391).
            order by e.event_date desc, p.id desc`,
      )
    : [];

export type CommonRaceRow = {
  protocol_id: number;
  event_id: number;
  event_date: string;
  event_name: string;
  category: string;
  a_place: number | null;
  a_status: string;
  a_time: number | null;
  a_points: string;
  b_place: number | null;
  b_status: string;
  b_time: number | null;
  b_points: string;
};

/**
 * Every protocol both riders started (DNS rows are not starts), newest first, with each one's place,
 * status, time and points. One query over the two riders' own results (the participant index),
 * joined on the protocol.
 */
export const commonRaces = async (db: Database, a: number, b: number): Promise<CommonRaceRow[]> => {
  const startsOf = (participantId: number) => sql`
    select r.protocol_id, r.place, r.status::text as status, r.result_time_ms as time_ms,
      ${RESULT_POINTS}::text as points
    from protocol_results r join protocols p on p.id = r.protocol_id
    where r.participant_id = ${participantId} and r.status <> 'DNS'`;

  return queryRows<CommonRaceRow>(
    db,
    sql`with sa as (${startsOf(a)}), sb as (${startsOf(b)})
      select p.id as protocol_id, e.id as event_id, to_char(e.event_date, 'YYYY-MM-DD') as event_date,
        e.name as event_name, coalesce(c.name, p.name) as category,
        sa.place as a_place, sa.status as a_status, sa.time_ms as a_time, sa.points as a_points,
        sb.place as b_place, sb.status as b_status, sb.time_ms as b_time, sb.points as b_points
      from sa join sb on sb.protocol_id = sa.protocol_id
      join protocols p on p.id = sa.protocol_id
      join events e on e.id = p.event_id
      left join cluster_age_categories c on c.id = p.cluster_age_category_id
      order by e.event_date desc, p.id desc`,
  );
};

export type PlacedResultRow = {
  place: number;
  event_name: string;
  event_date: string;
  category_name: string | null;
  protocol_id: number;
  protocol_name: string;
};

/** The rider's placed finishes of a year, the best places first (newest first among equal places). */
export const placedResultsOfYear = async (
  db: Database,
  participantId: number,
  year: number,
): Promise<PlacedResultRow[]> =>
  queryRows<PlacedResultRow>(
    db,
    sql`select r.place, e.name as event_name, to_char(e.event_date, 'YYYY-MM-DD') as event_date, cat.name as category_name,
          p.id as protocol_id, p.name as protocol_name
        from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        left join cluster_age_categories cat on cat.id = p.cluster_age_category_id
        where r.participant_id = ${participantId} and r.status = 'F' and r.place is not null
          and ${inSeason(year)}
        order by r.place asc, e.event_date desc, p.id desc`,
  );

type ProtocolsRequest = z.output<typeof participantProtocolsRequestSchema>;

const protocolsSortColumn = sortFields({
  protocolName: 'p.name',
  eventName: 'e.name',
  eventDate: 'e.event_date',
  protocolDate: 'e.event_date',
  place: 'r.place',
  rating: 'points',
  club: 'r.club',
});

/** Every column sortable; the default is the newest race first. Nulls (no place) go last. */
const protocolsOrder = (sort: ProtocolsRequest['sort']): SQL => {
  const column = protocolsSortColumn(sort) ?? 'e.event_date';
  const direction = sort?.fieldName ? sortDirection(sort, 'asc') : 'desc';
  return sql.raw(`${column} ${direction} nulls last, e.event_date desc, p.id desc`);
};

/** Which results: the rider's (of a year); none of a hidden rider's unless the caller sees them. */
export type ProtocolsFilter = Pick<ProtocolsRequest, 'participantId' | 'year'> & { unlessHidden: boolean };

const protocolsWhere = (request: ProtocolsFilter): SQL =>
  sql.join(
    [
      sql`r.participant_id = ${request.participantId}`,
      ...(request.year ? [inSeason(request.year)] : []),
      ...(request.unlessHidden
        ? [
            sql`not exists (select 1 from participants h where h.id = r.participant_id and h.hidden_at is not null)`,
          ]
        : []),
    ],
    sql` and `,
  );

export type ParticipantProtocolDbRow = {
  result_id: number;
  protocol_id: number;
  protocol_name: string;
  event_id: number;
  event_name: string;
  event_date: string;
  category_name: string | null;
  place: number | null;
  gender_place: number | null;
  status: ResultStatus;
  rating: number;
  place_points: number;
  sprint_points: number;
  mountain_points: number;
  gap_points: number;
  f: number | null;
  q: number | null;
  is_rating_from_protocol_file: boolean;
  result_time: string;
  club: string;
  is_rating_protocol: boolean;
  is_rating_event: boolean;
  official_at: Date | string | null;
  protest_closes_at: Date | string | null;
  /** Of every result the filter finds, not only the page's. */
  total_count: number;
  rating_sum: number | null;
};

/**
 * A page of the rider's results (of a year) with points, F and Q, each row with the count and the
 * rating points' sum of all of them: a rider's races are one query (a profile's costliest misses
 * under load, read-path.md). A page past the end has no row to carry them: participantProtocolsSummary.
 */
export const participantProtocolsPage = async (
  db: Database,
  request: ProtocolsRequest & ProtocolsFilter,
): Promise<ParticipantProtocolDbRow[]> =>
  queryRows<ParticipantProtocolDbRow>(
    db,
    sql`select r.id as result_id, p.id as protocol_id, p.name as protocol_name, e.id as event_id, e.name as event_name,
          to_char(e.event_date, 'YYYY-MM-DD') as event_date, cat.name as category_name, r.place, r.gender_place, r.status,
          ${RESULT_POINTS}::float8 as rating, ${RESULT_POINTS} as points, r.place_points, r.sprint_points, r.mountain_points,
          r.gap_points, ${RESULT_F} as f, ${RESULT_Q} as q, p.is_rating_from_protocol_file, r.result_time, r.club,
          p.is_rating_protocol, e.is_rating as is_rating_event, p.official_at, p.protest_closes_at,
          (count(*) over ())::int as total_count,
          (sum(case when p.is_rating_protocol and e.is_rating then ${RESULT_POINTS} else 0 end) over ())::float8 as rating_sum
        from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        left join cluster_age_categories cat on cat.id = p.cluster_age_category_id
        where ${protocolsWhere(request)}
        order by ${protocolsOrder(request.sort)}
        limit ${request.size} offset ${pageOffset(request)}`,
  );

/** How many results the rider has (of a year) and the sum of their rating points in rating races. */
export const participantProtocolsSummary = async (
  db: Database,
  request: ProtocolsFilter,
): Promise<{ n: number; rating_sum: number | null } | undefined> => {
  const [summary] = await queryRows<{ n: number; rating_sum: number | null }>(
    db,
    sql`select count(*)::int as n,
          sum(case when p.is_rating_protocol and e.is_rating then ${RESULT_POINTS} else 0 end)::float8 as rating_sum
        from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        where ${protocolsWhere(request)}`,
  );
  return summary;
};

export type SeasonDayRow = { day: string; total: string; place: number; gender_place: number };

/**
 * The rider's race days of a season with their running total and their national places (overall
 * and by gender) in the evening of each. One pass over the season: each participant's running
 * total per race day, valid from that day until their next one; the rider's places count the
 * totals above theirs on each of their days.
 */
export const seasonDaysOf = async (
  db: Database,
  participantId: number,
  year: number,
): Promise<SeasonDayRow[]> => {
  const seasonStarts = sql`select r.participant_id, r.gender, e.event_date, ${RESULT_POINTS} as points
    from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
    where p.is_rating_protocol and e.is_rating and r.status <> 'DNS'
      and e.event_date between ${`${year}-01-01`} and ${`${year}-12-31`}`;

  return queryRows<SeasonDayRow>(
    db,
    sql`with starts as (${seasonStarts}),
        genders as (
          select s.participant_id, coalesce(pa.gender::text, min(s.gender::text)) as gender
          from starts s join participants pa on pa.id = s.participant_id
          group by s.participant_id, pa.gender
        ),
        daily as (select participant_id, event_date, sum(points) as points from starts group by 1, 2),
        running as (
          select participant_id, event_date as since, lead(event_date) over w as until,
            sum(points) over (w rows between unbounded preceding and current row) as total
          from daily window w as (partition by participant_id order by event_date)
        ),
        -- Materialized: the rider's few days, computed once (inlined, the planner rescanned the
        -- season for them on every row of the join below).
        mine as materialized (
          select r.since as day, r.total, g.gender from running r
          join genders g on g.participant_id = r.participant_id
          where r.participant_id = ${participantId}
        )
        select to_char(m.day, 'YYYY-MM-DD') as day, m.total::text as total,
          (1 + count(*) filter (where o.total > m.total))::int as place,
          (1 + count(*) filter (where o.total > m.total and g.gender = m.gender))::int as gender_place
        from mine m
        join running o on o.since <= m.day and (o.until is null or o.until > m.day)
        join genders g on g.participant_id = o.participant_id
        group by m.day, m.total order by m.day`,
  );
};

export type SeasonRaceRow = {
  day: string;
  protocol_id: number;
  event_id: number;
  event_name: string;
  points: string;
};

/** The rider's starts in rating protocols of rating events of a season, in date order. */
export const seasonRacesOf = async (
  db: Database,
  participantId: number,
  year: number,
): Promise<SeasonRaceRow[]> =>
  queryRows<SeasonRaceRow>(
    db,
    sql`select to_char(e.event_date, 'YYYY-MM-DD') as day, p.id as protocol_id, e.id as event_id,
          e.name as event_name, ${RESULT_POINTS}::text as points
        from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        where r.participant_id = ${participantId} and p.is_rating_protocol and e.is_rating
          and r.status <> 'DNS'
          and e.event_date between ${`${year}-01-01`} and ${`${year}-12-31`}
        order by e.event_date, p.id`,
  );

const startedInYear = (
  participantId: number,
  year: number,
) => sql`r.participant_id = ${participantId} and r.status <> 'DNS'
    and e.event_date between ${`${year}-01-01`} and ${`${year}-12-31`}`;

export type DisciplineYearRow = {
  id: number | null;
  name: string | null;
  races: number;
  best_ms: number | null;
};

/** The rider's starts of a year per discipline with the best finishing time, the most raced first. */
export const disciplinesOfYear = async (
  db: Database,
  participantId: number,
  year: number,
): Promise<DisciplineYearRow[]> =>
  queryRows<DisciplineYearRow>(
    db,
    sql`select d.id, d.name, count(*)::int as races, min(r.result_time_ms) filter (where r.status = 'F')::int as best_ms
        from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        left join disciplines d on d.id = e.discipline_id
        where ${startedInYear(participantId, year)} group by d.id, d.name order by races desc, d.name`,
  );

/** How often the rider took each place in a year, the best places first, at most `limit` places. */
export const placeCountsOfYear = async (
  db: Database,
  participantId: number,
  year: number,
  limit: number,
): Promise<{ place: number; count: number }[]> =>
  queryRows<{ place: number; count: number }>(
    db,
    sql`select r.place, count(*)::int as count
        from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        where ${startedInYear(participantId, year)} and r.status = 'F' and r.place is not null
        group by r.place order by r.place limit ${limit}`,
  );
