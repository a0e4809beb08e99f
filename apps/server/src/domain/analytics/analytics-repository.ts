import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database.js';

/** What the series count: each one a table and the moment its rows were added. */
export const ADDITION_SOURCES = {
  participants: { table: sql`participants`, moment: sql`created_on` },
  users: { table: sql`users`, moment: sql`registration_date` },
  telegramUsers: { table: sql`messenger_users`, moment: sql`created_on` },
  protocols: { table: sql`protocols`, moment: sql`upload_date` },
} satisfies Record<string, { table: SQL; moment: SQL }>;
export type AdditionSource = keyof typeof ADDITION_SOURCES;

export type YearRange = { startYear: number; endYear: number };

/** Moments of the range: from 1 January of the first year (UTC) to 1 January after the last. */
const bounds = (range: YearRange) => ({
  from: `${range.startYear}-01-01T00:00:00Z`,
  to: `${range.endYear + 1}-01-01T00:00:00Z`,
});

/** The first year (UTC) anything of the source was added, or null when there is nothing. */
export const firstYearOf = async (executor: Executor, source: AdditionSource): Promise<number | null> => {
  const { table, moment } = ADDITION_SOURCES[source];
  const [row] = await queryRows<{ year: number | null }>(
    executor,
    sql`select extract(year from min(${moment}) at time zone 'UTC')::int as year from ${table}`,
  );
  return row?.year ?? null;
};

/** How many rows of the source were added in each month of the range (months without any left out). */
export const monthlyAdditions = (executor: Executor, source: AdditionSource, range: YearRange) => {
  const { table, moment } = ADDITION_SOURCES[source];
  const { from, to } = bounds(range);
  return queryRows<{ year: number; month: number; count: number }>(
    executor,
    sql`select extract(year from ${moment} at time zone 'UTC')::int as year,
          extract(month from ${moment} at time zone 'UTC')::int as month, count(*)::int as count
        from ${table}
        where ${moment} >= ${from}::timestamptz and ${moment} < ${to}::timestamptz
        group by 1, 2`,
  );
};

/** A protocol uploaded in the range, with its event, organizer, rows and riders new to the portal. */
export type AddedProtocol = {
  year: number;
  month: number;
  eventId: number;
  eventName: string;
  eventDate: string;
  organizerId: number;
  organizerName: string;
  included: number;
  fresh: number;
};

/**
 * The protocols uploaded in the range. A rider is new in the protocol of their first result on the
 * portal (the earliest uploaded, then the lowest id).
 */
export const addedProtocols = (executor: Executor, range: YearRange) => {
  const { from, to } = bounds(range);
  return queryRows<AddedProtocol>(
    executor,
    sql`with firsts as (
          select distinct on (r.participant_id) r.protocol_id
          from protocol_results r join protocols p on p.id = r.protocol_id
          order by r.participant_id, p.upload_date, p.id
        ),
        fresh as (select protocol_id, count(*)::int as n from firsts group by 1),
        included as (
          select r.protocol_id, count(*)::int as n from protocol_results r
          join protocols p on p.id = r.protocol_id
          where p.upload_date >= ${from}::timestamptz and p.upload_date < ${to}::timestamptz
          group by 1
        )
        select extract(year from p.upload_date at time zone 'UTC')::int as year,
          extract(month from p.upload_date at time zone 'UTC')::int as month,
          e.id as "eventId", e.name as "eventName", to_char(e.event_date, 'YYYY-MM-DD') as "eventDate",
          o.id as "organizerId", o.name as "organizerName",
          coalesce(i.n, 0) as included, coalesce(f.n, 0) as fresh
        from protocols p
        join events e on e.id = p.event_id join organizers o on o.id = e.organizer_id
        left join included i on i.protocol_id = p.id left join fresh f on f.protocol_id = p.id
        where p.upload_date >= ${from}::timestamptz and p.upload_date < ${to}::timestamptz`,
  );
};
