import { sql } from 'drizzle-orm';
import type { Gender, ResultStatus } from '@velo/contracts';
import { queryRows, type Executor } from '../../db/database.js';
import { participantNameMatches } from '../participants/name-search-repository.js';

/** Riders as claims show them: the card, the races and the account now linked. */

export type RiderRace = {
  participantId: number;
  protocolId: number;
  protocolName: string;
  eventName: string;
  eventDate: string;
  place: number | null;
  status: ResultStatus;
};

export type RiderSummary = {
  id: number;
  lastName: string;
  firstName: string;
  middleName: string;
  yearOfBirth: number | null;
  gender: Gender | null;
  club: string;
  city: string;
  strava: string;
  photoFileId: string | null;
  createdOn: Date;
  racesCount: number;
  linkedUserEmail: string | null;
  lastRaces: RiderRace[];
};

/** The riders with their result counts and their last `racesEach` races, newest first. */
export const riderSummaries = async (
  executor: Executor,
  participantIds: readonly number[],
  racesEach: number,
): Promise<Map<number, RiderSummary>> => {
  const ids = [...new Set(participantIds)];
  if (ids.length === 0) return new Map();
  const riders = await queryRows<Omit<RiderSummary, 'lastRaces'>>(
    executor,
    sql`select p.id, p.last_name as "lastName", p.first_name as "firstName", p.middle_name as "middleName",
          p.year_of_birth as "yearOfBirth", p.gender, p.club, p.city, p.strava, p.photo_file_id as "photoFileId",
          p.created_on as "createdOn",
          (select count(*)::int from protocol_results r where r.participant_id = p.id) as "racesCount",
          u.email as "linkedUserEmail"
        from participants p left join users u on u.id = p.user_id
        where p.id = any(${sql.param(ids)}::int[])`,
  );
  const races = await queryRows<RiderRace>(
    executor,
    sql`select q.id as "participantId", x."protocolId", x."protocolName", x."eventName", x."eventDate", x.place, x.status
        from unnest(${sql.param(ids)}::int[]) as q(id)
        cross join lateral (
          select pr.id as "protocolId", pr.name as "protocolName", e.name as "eventName",
            to_char(e.event_date, 'YYYY-MM-DD') as "eventDate", r.place, r.status
          from protocol_results r join protocols pr on pr.id = r.protocol_id join events e on e.id = pr.event_id
          where r.participant_id = q.id
          order by e.event_date desc, pr.id desc
          limit ${racesEach}
        ) x`,
  );
  const found = new Map<number, RiderSummary>();
  for (const rider of riders)
    found.set(rider.id, { ...rider, createdOn: new Date(rider.createdOn), lastRaces: [] });
  for (const race of races) found.get(race.participantId)?.lastRaces.push(race);
  return found;
};

/** Riders whose normalized name is one of the keys (the name as given, the names swapped). */
export const ridersWithNames = async (
  executor: Executor,
  names: readonly string[],
  limit: number,
): Promise<{ id: number; normalizedName: string }[]> =>
  queryRows(
    executor,
    sql`select id, normalized_name as "normalizedName" from participants
        where normalized_name = any(${sql.param([...new Set(names)])}::text[])
        order by id limit ${limit}`,
  );

/** Riders whose name has every word of the text (either order), for a name the user typed. */
export const ridersMatchingText = async (
  executor: Executor,
  text: string,
  limit: number,
): Promise<{ id: number; normalizedName: string }[]> =>
  queryRows(
    executor,
    sql`select pa.id, pa.normalized_name as "normalizedName" from participants pa
        where ${participantNameMatches('pa', text)}
        order by pa.last_name, pa.first_name, pa.id limit ${limit}`,
  );
