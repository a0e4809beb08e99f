import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Gender } from '@velo/contracts';
import { queryRows, type Executor } from '../../db/database.js';
import { events, participants, standings, startListEntries, startLists } from '../../db/schema/index.js';
import { nationalCluster } from '../rating/national-table-repository.js';

export type NewStartListEntry = Omit<typeof startListEntries.$inferInsert, 'id' | 'eventId'>;

/** Rows per insert: nine parameters each stay far below the driver's limit of 65 535. */
const INSERT_CHUNK = 2_000;

/** The event's start list replaced by these rows (the caller holds the transaction). */
export const replaceStartList = async (
  executor: Executor,
  eventId: number,
  userId: number | null,
  entries: readonly NewStartListEntry[],
): Promise<void> => {
  await executor.delete(startLists).where(eq(startLists.eventId, eventId));
  await executor.insert(startLists).values({ eventId, createdByUserId: userId });
  for (let start = 0; start < entries.length; start += INSERT_CHUNK) {
    await executor
      .insert(startListEntries)
      .values(entries.slice(start, start + INSERT_CHUNK).map((entry) => ({ ...entry, eventId })));
  }
};

/** Whether there was a start list to delete. */
export const deleteStartList = async (executor: Executor, eventId: number): Promise<boolean> =>
  (await executor.delete(startLists).where(eq(startLists.eventId, eventId)).returning()).length > 0;

export const findStartList = async (executor: Executor, eventId: number) => {
  const [row] = await executor.select().from(startLists).where(eq(startLists.eventId, eventId));
  return row ?? null;
};

/** Genders of existing riders (a row without its own takes its rider's). */
export const findParticipantGenders = async (
  executor: Executor,
  ids: readonly number[],
): Promise<Map<number, Gender | null>> => {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: participants.id, gender: participants.gender })
    .from(participants)
    .where(inArray(participants.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.gender]));
};

/**
 * A start list's rows, each with its rider's row of the season's national table (organizer 0,
 * category 0): the place among the rider's gender and the points; nulls for an unranked row.
 */
export const findStartListEntries = async (executor: Executor, eventId: number, season: number) =>
  executor
    .select({
      participantId: startListEntries.participantId,
      lastName: startListEntries.lastName,
      firstName: startListEntries.firstName,
      yearOfBirth: startListEntries.yearOfBirth,
      gender: startListEntries.gender,
      club: startListEntries.club,
      city: startListEntries.city,
      rankGender: standings.gender,
      seasonPlace: standings.genderPlace,
      seasonPoints: standings.rating,
      /** The linked rider hid the profile: the row shows initials only. */
      isHidden: sql<boolean>`${participants.hiddenAt} is not null`,
    })
    .from(startListEntries)
    .leftJoin(participants, eq(participants.id, startListEntries.participantId))
    .leftJoin(
      standings,
      and(
        eq(standings.participantId, startListEntries.participantId),
        eq(standings.year, season),
        eq(standings.organizerId, 0),
        eq(standings.clusterAgeCategoryId, nationalCluster(season)),
      ),
    )
    .where(eq(startListEntries.eventId, eventId))
    .orderBy(asc(startListEntries.rowNumber));

export type StartListEntryRow = Awaited<ReturnType<typeof findStartListEntries>>[number];

/** The rider's registrations for events on `fromDay` or later, soonest first. */
export const findStartsOfParticipant = async (executor: Executor, participantId: number, fromDay: string) =>
  executor
    .selectDistinct({ eventId: events.id, eventName: events.name, eventDate: events.eventDate })
    .from(startListEntries)
    .innerJoin(events, eq(events.id, startListEntries.eventId))
    .where(and(eq(startListEntries.participantId, participantId), gte(events.eventDate, fromDay)))
    .orderBy(asc(events.eventDate), asc(events.id));

/** Each rider's soonest start from `fromDay` on ('Заявлен' on a rating row), by rider. */
export const nextStartsOf = async (
  executor: Executor,
  participantIds: number[],
  fromDay: string,
): Promise<Map<number, { eventId: number; eventName: string; eventDate: string }>> => {
  if (participantIds.length === 0) return new Map();
  const rows = await queryRows<{
    participant_id: number;
    event_id: number;
    event_name: string;
    event_date: string;
  }>(
    executor,
    sql`select distinct on (sl.participant_id) sl.participant_id, e.id as event_id, e.name as event_name,
          to_char(e.event_date, 'YYYY-MM-DD') as event_date
        from start_list_entries sl join events e on e.id = sl.event_id
        where sl.participant_id = any(${sql.param(participantIds)}::int[]) and e.event_date >= ${fromDay}
        order by sl.participant_id, e.event_date, e.id`,
  );
  return new Map(
    rows.map((row) => [
      row.participant_id,
      { eventId: row.event_id, eventName: row.event_name, eventDate: row.event_date },
    ]),
  );
};
