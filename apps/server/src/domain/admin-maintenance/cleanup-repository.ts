import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';
import { participants } from '../../db/schema/index.js';
import type { RiderRow } from './merge-fields.js';

/**
 * What the clean-ups read to plan their changes. Wide reads of every rider travel packed (one text),
 * as the recalculation reads them: PGlite pays per value it hands over, and there are 50,000 riders.
 */

export type RiderNames = {
  id: number;
  lastName: string;
  firstName: string;
  middleName: string;
  yearOfBirth: number | null;
  userId: number | null;
};

const unpackNames = (packed: string | null | undefined): RiderNames[] =>
  (packed ?? '')
    .split('\x1e')
    .filter(Boolean)
    .map((record) => {
      const f = record.split('\x1f');
      return {
        id: Number(f[0]),
        lastName: f[1] ?? '',
        firstName: f[2] ?? '',
        middleName: f[3] ?? '',
        yearOfBirth: f[4] ? Number(f[4]) : null,
        userId: f[5] ? Number(f[5]) : null,
      };
    });

/** Every rider's names (or one rider's), by id. */
export const riderNames = async (executor: Executor, participantId?: number): Promise<RiderNames[]> => {
  const [row] = await queryRows<{ packed: string | null }>(
    executor,
    sql`select string_agg(concat_ws(E'\x1f', id, last_name, first_name, middle_name, coalesce(year_of_birth::text, ''),
          coalesce(user_id::text, '')), E'\x1e' order by id) as packed
        from participants ${participantId === undefined ? sql`` : sql`where id = ${participantId}`}`,
  );
  return unpackNames(row?.packed);
};

/** Riders without an account whose profile names a club. */
export const ridersWithClubAndNoAccount = (executor: Executor) =>
  queryRows<RiderNames & { club: string }>(
    executor,
    sql`select id, last_name as "lastName", first_name as "firstName", middle_name as "middleName",
          year_of_birth as "yearOfBirth", user_id as "userId", club
        from participants where user_id is null and club <> '' order by id`,
  );

/** Riders with an empty first or last name in Latin letters. */
export const ridersWithoutTransliteration = (executor: Executor) =>
  queryRows<RiderNames & { firstNameTransliteration: string; lastNameTransliteration: string }>(
    executor,
    sql`select id, last_name as "lastName", first_name as "firstName", middle_name as "middleName",
          year_of_birth as "yearOfBirth", user_id as "userId",
          first_name_transliteration as "firstNameTransliteration", last_name_transliteration as "lastNameTransliteration"
        from participants where first_name_transliteration = '' or last_name_transliteration = '' order by id`,
  );

export type CreatedOnCandidate = RiderNames & { createdOn: Date; target: Date };

const createdOnColumns = sql`p.id, p.last_name as "lastName", p.first_name as "firstName", p.middle_name as "middleName",
  p.year_of_birth as "yearOfBirth", p.user_id as "userId", p.created_on as "createdOn"`;

const withDates = (
  rows: (Omit<CreatedOnCandidate, 'createdOn' | 'target'> & { createdOn: unknown; target: unknown })[],
) =>
  rows.map((row) => ({
    ...row,
    createdOn: new Date(String(row.createdOn)),
    target: new Date(String(row.target)),
  }));

/** Riders with an account whose creation date is not the date of the account's first role request. */
export const ridersCreatedOtherThanRequest = async (executor: Executor): Promise<CreatedOnCandidate[]> =>
  withDates(
    await queryRows(
      executor,
      sql`select ${createdOnColumns}, q.created_on as target
          from participants p
          join lateral (select min(r.created_on) as created_on from add_role_requests r where r.user_id = p.user_id) q on true
          where p.user_id is not null and q.created_on is not null and q.created_on <> p.created_on
          order by p.id`,
    ),
  );

/** Riders without an account whose creation date is not the day of their first race (midnight UTC). */
export const ridersCreatedOtherThanFirstRace = async (executor: Executor): Promise<CreatedOnCandidate[]> =>
  withDates(
    await queryRows(
      executor,
      sql`select ${createdOnColumns}, (f.first_day::text || 'T00:00:00Z')::timestamptz as target
          from participants p
          join (select r.participant_id, min(e.event_date) as first_day
                from protocol_results r join protocols pr on pr.id = r.protocol_id join events e on e.id = pr.event_id
                group by r.participant_id) f on f.participant_id = p.id
          where p.user_id is null and p.created_on <> (f.first_day::text || 'T00:00:00Z')::timestamptz
          order by p.id`,
    ),
  );

/** Groups of riders who share the matching key (normalized name and year of birth), lowest id first. */
export const duplicateGroups = async (executor: Executor): Promise<number[][]> =>
  (
    await queryRows<{ ids: number[] }>(
      executor,
      sql`select array_agg(id order by id) as ids from participants
          group by normalized_name, year_of_birth having count(*) > 1 order by min(id)`,
    )
  ).map((row) => row.ids.map(Number));

/** Riders without results and without an account, and whether a rating correction names them. */
export const unprotocoledUserlessRiders = (executor: Executor) =>
  queryRows<RiderNames & { hasAdjustments: boolean }>(
    executor,
    sql`select p.id, p.last_name as "lastName", p.first_name as "firstName", p.middle_name as "middleName",
          p.year_of_birth as "yearOfBirth", p.user_id as "userId",
          exists (select 1 from rating_adjustments a where a.participant_id = p.id) as "hasAdjustments"
        from participants p
        where p.user_id is null and not exists (select 1 from protocol_results r where r.participant_id = p.id)
        order by p.id`,
  );

/** Whole rider rows, by id. */
export const riderRows = async (executor: Executor, ids: number[]): Promise<Map<number, RiderRow>> => {
  const rows = ids.length
    ? await executor.select().from(participants).where(inArray(participants.id, ids))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
};

/** What a merge would move, per rider. */
export type RiderHoldings = {
  results: number;
  favorites: number;
  notifications: number;
  adjustments: number;
};

export const riderHoldings = async (
  executor: Executor,
  ids: number[],
): Promise<Map<number, RiderHoldings>> => {
  const holdings = new Map<number, RiderHoldings>(
    ids.map((id) => [id, { results: 0, favorites: 0, notifications: 0, adjustments: 0 }]),
  );
  if (ids.length === 0) return holdings;
  const list = sql`${sql.param(ids)}::int[]`;
  const rows = await queryRows<{ id: number; kind: keyof RiderHoldings; n: number }>(
    executor,
    sql`select participant_id as id, 'results' as kind, count(*)::int as n from protocol_results where participant_id = any(${list}) group by 1
        union all
        select participant_id, 'favorites', count(*)::int from favorite_participants where participant_id = any(${list}) group by 1
        union all
        select participant_id, 'notifications', count(*)::int from notifications where participant_id = any(${list}) group by 1
        union all
        select participant_id, 'adjustments', count(*)::int from rating_adjustments where participant_id = any(${list}) group by 1`,
  );
  for (const row of rows) holdings.get(row.id)![row.kind] = row.n;
  return holdings;
};

/** A protocol in which two or more of the given riders stand. */
export type SharedProtocol = {
  protocolId: number;
  protocolName: string;
  eventName: string;
  eventDate: string;
  participantIds: number[];
};

export const sharedProtocols = async (executor: Executor, ids: number[]): Promise<SharedProtocol[]> => {
  if (ids.length < 2) return [];
  return queryRows<SharedProtocol>(
    executor,
    sql`select s.protocol_id as "protocolId", p.name as "protocolName", e.name as "eventName",
          to_char(e.event_date, 'YYYY-MM-DD') as "eventDate", s.ids as "participantIds"
        from (select protocol_id, array_agg(distinct participant_id) as ids from protocol_results
              where participant_id = any(${sql.param(ids)}::int[]) group by protocol_id having count(distinct participant_id) > 1) s
        join protocols p on p.id = s.protocol_id join events e on e.id = p.event_id
        order by e.event_date, p.id`,
  );
};
