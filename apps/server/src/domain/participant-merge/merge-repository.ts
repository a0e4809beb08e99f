import { sql } from 'drizzle-orm';
import type { ResultStatus } from '@velo/contracts';
import { queryRows, type Executor } from '../../db/database.js';
import { participantNameMatches } from '../participants/name-search-repository.js';
import { RESULT_POINTS } from '../rating/result-points-sql.js';

/** What the merge preview shows of a rider beyond the row: the history and the account's e-mail. */

export type HistoryRow = {
  protocolId: number;
  protocolName: string;
  eventId: number;
  eventName: string;
  eventDate: string;
  place: number | null;
  status: ResultStatus;
  points: number;
  isRatingProtocol: boolean;
};

/** A rider's every race, newest first, with the points. */
export const riderHistory = (executor: Executor, participantId: number) =>
  queryRows<HistoryRow>(
    executor,
    sql`select p.id as "protocolId", p.name as "protocolName", e.id as "eventId", e.name as "eventName",
          to_char(e.event_date, 'YYYY-MM-DD') as "eventDate", r.place, r.status, ${RESULT_POINTS}::float8 as points,
          (p.is_rating_protocol and e.is_rating) as "isRatingProtocol"
        from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
        where r.participant_id = ${participantId}
        order by e.event_date desc, p.id desc`,
  );

export const userEmails = async (executor: Executor, userIds: number[]): Promise<Map<number, string>> => {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; email: string }>(
    executor,
    sql`select id, email from users where id = any(${sql.param(userIds)}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row.email]));
};

/** Riders whose name has every word of the query (either order), alphabetical, with their result counts. */
export const suggestRiders = (executor: Executor, query: string, take: number) =>
  queryRows<{
    id: number;
    lastName: string;
    firstName: string;
    yearOfBirth: number | null;
    club: string;
    resultsCount: number;
    hasAccount: boolean;
  }>(
    executor,
    sql`select pa.id, pa.last_name as "lastName", pa.first_name as "firstName", pa.year_of_birth as "yearOfBirth", pa.club,
          (select count(*)::int from protocol_results r where r.participant_id = pa.id) as "resultsCount",
          pa.user_id is not null as "hasAccount"
        from participants pa
        where ${participantNameMatches('pa', query)}
        order by pa.last_name, pa.first_name, pa.year_of_birth nulls last, pa.id
        limit ${take}`,
  );
