import { sql } from 'drizzle-orm';
import type { SeasonProgress } from '@velo/contracts';
import { queryRows, type Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { RESULT_POINTS } from '../rating/result-points-sql.js';
import { assertSupportedSeason } from '../rating/supported-season.js';

/**
 * A rider's season race day by race day (beyond the spec: the chart on the profile). The national
 * rating of rating.md (rating protocols of rating events, everyone who started listed, equal totals
 * sharing a place), as it stood in the evening of each of the rider's race days.
 *
 * One pass over the season: each participant's running total per race day, valid from that day
 * until their next one; the rider's places count the totals above theirs on each of their days.
 */
export const seasonProgress = async (
  db: Database,
  request: { participantId: number; year: number },
): Promise<SeasonProgress> => {
  assertSupportedSeason(request.year);
  const [participant] = await queryRows<{ id: number }>(
    db,
    sql`select id from participants where id = ${request.participantId}`,
  );
  if (!participant) throw notFound('Участник не найден');

  const seasonStarts = sql`select r.participant_id, r.gender, e.event_date, ${RESULT_POINTS} as points
    from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
    where p.is_rating_protocol and e.is_rating and r.status <> 'DNS'
      and e.event_date between ${`${request.year}-01-01`} and ${`${request.year}-12-31`}`;

  const [days, races] = await Promise.all([
    queryRows<{ day: string; total: string; place: number; gender_place: number }>(
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
            where r.participant_id = ${participant.id}
          )
          select to_char(m.day, 'YYYY-MM-DD') as day, m.total::text as total,
            (1 + count(*) filter (where o.total > m.total))::int as place,
            (1 + count(*) filter (where o.total > m.total and g.gender = m.gender))::int as gender_place
          from mine m
          join running o on o.since <= m.day and (o.until is null or o.until > m.day)
          join genders g on g.participant_id = o.participant_id
          group by m.day, m.total order by m.day`,
    ),
    queryRows<{ day: string; protocol_id: number; event_id: number; event_name: string; points: string }>(
      db,
      sql`select to_char(e.event_date, 'YYYY-MM-DD') as day, p.id as protocol_id, e.id as event_id,
            e.name as event_name, ${RESULT_POINTS}::text as points
          from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
          where r.participant_id = ${participant.id} and p.is_rating_protocol and e.is_rating
            and r.status <> 'DNS'
            and e.event_date between ${`${request.year}-01-01`} and ${`${request.year}-12-31`}
          order by e.event_date, p.id`,
    ),
  ]);

  let previousTotal = 0;
  return {
    participantId: participant.id,
    year: request.year,
    points: days.map((day) => {
      const total = Number(day.total);
      const dayPoints = Math.round((total - previousTotal) * 100) / 100;
      previousTotal = total;
      return {
        date: day.day,
        races: races
          .filter((race) => race.day === day.day)
          .map((race) => ({
            protocolId: race.protocol_id,
            eventId: race.event_id,
            eventName: race.event_name,
            points: Number(race.points),
          })),
        dayPoints,
        totalPoints: total,
        place: day.place,
        genderPlace: day.gender_place,
      };
    }),
  };
};
