import { sql } from 'drizzle-orm';
import type { HeadToHead, HeadToHeadRace } from '@velo/contracts';
import { queryRows, type Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { RESULT_POINTS } from '../rating/result-points-sql.js';
import { assertSupportedSeason } from '../rating/supported-season.js';

type Side = HeadToHeadRace['a'];

/**
 * Who finished ahead in one race: a finisher ahead of a rider who did not finish; between two
 * finishers, the better place, else the better time; otherwise nobody.
 */
export const aheadOf = (a: Side, b: Side): 'a' | 'b' | null => {
  const aFinished = a.status === 'F';
  const bFinished = b.status === 'F';
  if (aFinished !== bFinished) return aFinished ? 'a' : 'b';
  if (!aFinished) return null;
  if (a.place !== null && b.place !== null && a.place !== b.place) return a.place < b.place ? 'a' : 'b';
  if (a.timeMs !== null && b.timeMs !== null && a.timeMs !== b.timeMs) return a.timeMs < b.timeMs ? 'a' : 'b';
  return null;
};

type RaceRow = {
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
 * Two riders' common races (issue 19, beyond the spec): every protocol both started (DNS rows are not
 * starts), with each one's place, time and points, who finished ahead, and the time gap. One query
 * over the two riders' own results (the participant index), joined on the protocol.
 */
export const headToHead = async (
  db: Database,
  request: { a: number; b: number; year?: number | undefined },
): Promise<HeadToHead> => {
  if (request.year !== undefined) assertSupportedSeason(request.year);
  const riders = await queryRows<{ id: number; last_name: string; first_name: string; club: string }>(
    db,
    sql`select id, last_name, first_name, club from participants where id in (${request.a}, ${request.b})`,
  );
  const riderOf = (id: number) => {
    const rider = riders.find((row) => row.id === id);
    if (!rider) throw notFound('Участник не найден');
    return rider;
  };
  const [a, b] = [riderOf(request.a), riderOf(request.b)];

  const startsOf = (participantId: number) => sql`
    select r.protocol_id, r.place, r.status::text as status, r.result_time_ms as time_ms,
      ${RESULT_POINTS}::text as points
    from protocol_results r join protocols p on p.id = r.protocol_id
    where r.participant_id = ${participantId} and r.status <> 'DNS'`;

  const rows = await queryRows<RaceRow>(
    db,
    sql`with sa as (${startsOf(a.id)}), sb as (${startsOf(b.id)})
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

  const all: HeadToHeadRace[] = rows.map((row) => {
    const sideA: Side = {
      place: row.a_place,
      status: row.a_status,
      timeMs: row.a_time,
      points: Number(row.a_points),
    };
    const sideB: Side = {
      place: row.b_place,
      status: row.b_status,
      timeMs: row.b_time,
      points: Number(row.b_points),
    };
    const bothTimed =
      sideA.status === 'F' && sideB.status === 'F' && sideA.timeMs !== null && sideB.timeMs !== null;
    return {
      protocolId: row.protocol_id,
      eventId: row.event_id,
      eventDate: row.event_date,
      eventName: row.event_name,
      category: row.category,
      a: sideA,
      b: sideB,
      ahead: aheadOf(sideA, sideB),
      gapMs: bothTimed ? sideB.timeMs! - sideA.timeMs! : null,
    };
  });
  const years = [...new Set(all.map((race) => Number(race.eventDate.slice(0, 4))))];
  const races =
    request.year === undefined ? all : all.filter((race) => race.eventDate.startsWith(`${request.year}-`));
  const rider = (row: typeof a, side: 'a' | 'b') => ({
    participantId: row.id,
    lastName: row.last_name,
    firstName: row.first_name,
    club: row.club || null,
    ahead: races.filter((race) => race.ahead === side).length,
  });
  return { year: request.year ?? null, a: rider(a, 'a'), b: rider(b, 'b'), races, years };
};
