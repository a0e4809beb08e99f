import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PagedEventsRequest, Sort } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Executor } from '../../db/database.js';
import {
  disciplines,
  events,
  favoriteEvents,
  files,
  organizers,
  protocols,
  startListEntries,
} from '../../db/schema/index.js';
import { badRequest, foundOr404, notFound } from '../../errors.js';
import {
  containsPattern,
  orderIn,
  sortDirection,
  sortFields,
  windowed,
  type ListOptions,
  type SortDirection,
} from '../../lib/paging.js';

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;

export const EVENT_NOT_FOUND = 'Мероприятие не найдено';

export const findEventRow = async (executor: Executor, id: number): Promise<EventRow | null> => {
  const [row] = await executor.select().from(events).where(eq(events.id, id));
  return row ?? null;
};

/** Whether any protocol belongs to the event (its points then depend on the event's date and flag). */
export const eventHasProtocols = async (executor: Executor, eventId: number): Promise<boolean> =>
  (await executor.select({ id: protocols.id }).from(protocols).where(eq(protocols.eventId, eventId)).limit(1))
    .length > 0;

export const getEventRow = async (executor: Executor, id: number): Promise<EventRow> =>
  foundOr404(await findEventRow(executor, id), EVENT_NOT_FOUND);

export const assertDisciplineExists = async (executor: Executor, id: number): Promise<void> => {
  const [row] = await executor.select({ id: disciplines.id }).from(disciplines).where(eq(disciplines.id, id));
  if (!row) throw badRequest('Неверный запрос. disciplineTypeId: такой дисциплины нет');
};

const mapFiles = alias(files, 'map_files');

/** Everything an event view needs, in one row (presented by presentEvent). */
const viewColumns = (userId: number | null, includeWeather: boolean) => ({
  id: events.id,
  name: events.name,
  eventDate: events.eventDate,
  url: events.url,
  isRating: events.isRating,
  tags: events.tags,
  logoFileId: events.logoFileId,
  mapFileId: events.mapFileId,
  mapFileName: mapFiles.fileName,
  startLatitude: events.startLatitude,
  startLongitude: events.startLongitude,
  weather: includeWeather ? events.weather : sql<unknown>`null`,
  organizerId: events.organizerId,
  organizerName: organizers.name,
  disciplineId: events.disciplineId,
  disciplineName: disciplines.name,
  protocolsCount: sql<number>`(select count(*)::int from ${protocols} where ${protocols.eventId} = ${events.id})`,
  // Riders in the event's start list, 0 without one.
  startListCount: sql<number>`(select count(*)::int from ${startListEntries} where ${startListEntries.eventId} = ${events.id})`,
  inCurrentUserFavorites:
    userId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${favoriteEvents} where ${favoriteEvents.eventId} = ${events.id} and ${favoriteEvents.userId} = ${userId})`,
});

export type EventViewRow = {
  id: number;
  name: string;
  eventDate: string;
  url: string;
  isRating: boolean;
  tags: string[];
  logoFileId: string | null;
  mapFileId: string | null;
  mapFileName: string | null;
  startLatitude: number | null;
  startLongitude: number | null;
  weather: unknown;
  organizerId: number;
  organizerName: string;
  disciplineId: number | null;
  disciplineName: string | null;
  protocolsCount: number;
  startListCount: number;
  inCurrentUserFavorites: boolean;
};

/** The caller whose favourites mark the events: only a signed-in one who asked for the marks. */
export const favoritesOf = (user: AuthUser | null, includeMarks: boolean): number | null =>
  includeMarks && user ? user.id : null;

export type EventViewOptions = ListOptions & {
  /** The caller, for inCurrentUserFavorites (null: anonymous, always false). */
  userId?: number | null;
  includeWeather?: boolean;
};

/** Event views with their organizer, discipline and map names; the public reads use it too. */
export const selectEventViews = async (
  executor: Executor,
  options: EventViewOptions,
): Promise<EventViewRow[]> => {
  const query = executor
    .select(viewColumns(options.userId ?? null, options.includeWeather ?? false))
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .leftJoin(disciplines, eq(disciplines.id, events.disciplineId))
    .leftJoin(mapFiles, eq(mapFiles.id, events.mapFileId))
    .where(options.where)
    .orderBy(...(options.orderBy ?? [desc(events.eventDate), asc(events.id)]))
    .$dynamic();
  const rows = await windowed(query, options);
  return rows as EventViewRow[];
};

export const getEventView = async (
  executor: Executor,
  id: number,
  options: { userId?: number | null; includeWeather?: boolean } = {},
): Promise<EventViewRow> => {
  const [row] = await selectEventViews(executor, {
    where: eq(events.id, id),
    userId: options.userId ?? null,
    includeWeather: options.includeWeather ?? true,
  });
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
};

/** Rows of events matching the filters, counted with the same joins as the views. */
export const countEvents = async (executor: Executor, where: SQL | undefined): Promise<number> => {
  const [row] = await executor
    .select({ n: count() })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(where);
  return row?.n ?? 0;
};

/** The filters of the paged event calls (the organizer restriction is the caller's business). */
export const eventFilters = (
  request: Pick<
    PagedEventsRequest,
    | 'searchStartDate'
    | 'searchEndDate'
    | 'organizerId'
    | 'disciplineTypeId'
    | 'searchText'
    | 'getOnlyUserFavoritesEvents'
  >,
  userId: number | null,
): SQL | undefined => {
  const text = request.searchText?.trim();
  const pattern = text ? containsPattern(text) : null;
  return and(
    request.organizerId ? eq(events.organizerId, request.organizerId) : undefined,
    request.searchStartDate ? gte(events.eventDate, request.searchStartDate) : undefined,
    request.searchEndDate ? lte(events.eventDate, request.searchEndDate) : undefined,
    request.disciplineTypeId ? eq(events.disciplineId, request.disciplineTypeId) : undefined,
    pattern
      ? or(
          ilike(events.name, pattern),
          ilike(organizers.name, pattern),
          sql`exists (select 1 from unnest(${events.tags}) as tag where tag ilike ${pattern})`,
        )
      : undefined,
    request.getOnlyUserFavoritesEvents
      ? userId === null
        ? sql`false`
        : sql`exists (select 1 from ${favoriteEvents} where ${favoriteEvents.eventId} = ${events.id} and ${favoriteEvents.userId} = ${userId})`
      : undefined,
  );
};

const sortColumn = sortFields({
  eventDate: events.eventDate,
  raceName: events.name,
  name: events.name,
  eventName: events.name,
  organizer: organizers.name,
  organizerName: organizers.name,
  createdOn: events.createdOn,
});

/** Sort by a known field (eventDate, raceName, organizer, createdOn); ties by id. */
export const eventOrder = (sort: Sort | null | undefined, fallback: SortDirection = 'desc'): SQL[] => {
  const column = sortColumn(sort) ?? events.eventDate;
  const direction = orderIn(sortDirection(sort, fallback));
  return [direction(column), direction(events.id)];
};

/** The cabinet's events: its filters, and one organizer's events unless the caller sees them all. */
export const cabinetEventFilters = (
  request: Parameters<typeof eventFilters>[0],
  userId: number,
  organizer: number | 'all',
): SQL | undefined =>
  and(
    eventFilters({ ...request, organizerId: null }, userId),
    organizer === 'all' ? undefined : eq(events.organizerId, organizer),
  );

export const insertEvent = async (executor: Executor, values: NewEvent): Promise<EventRow> => {
  const [row] = await executor.insert(events).values(values).returning();
  return row!;
};

export const updateEventRow = async (
  executor: Executor,
  id: number,
  values: Partial<Omit<NewEvent, 'id'>>,
): Promise<EventRow> => {
  const [row] = await executor
    .update(events)
    .set({ ...values, updatedOn: new Date() })
    .where(eq(events.id, id))
    .returning();
  return row!;
};

export const deleteEventRow = async (executor: Executor, id: number): Promise<void> => {
  await executor.delete(events).where(eq(events.id, id));
};

/** The names of the event's protocols, oldest first. */
export const protocolNamesOfEvent = async (executor: Executor, eventId: number): Promise<string[]> =>
  (
    await executor
      .select({ name: protocols.name })
      .from(protocols)
      .where(eq(protocols.eventId, eventId))
      .orderBy(asc(protocols.id))
  ).map((row) => row.name);

/** Every discipline, alphabetical. */
export const allDisciplines = async (executor: Executor) =>
  executor
    .select({ id: disciplines.id, name: disciplines.name })
    .from(disciplines)
    .orderBy(asc(disciplines.name), asc(disciplines.id));

/** A discipline with this name in any letter case, or null. */
export const disciplineNamedLike = async (executor: Executor, name: string) => {
  const [taken] = await executor
    .select({ name: disciplines.name })
    .from(disciplines)
    .where(sql`lower(${disciplines.name}) = lower(${name})`);
  return taken ?? null;
};

/** Adds a discipline; null when the name is taken. */
export const insertDiscipline = async (executor: Executor, name: string) => {
  const [created] = await executor
    .insert(disciplines)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: disciplines.id, name: disciplines.name });
  return created ?? null;
};

/** Names of the organizers that have at least one event, alphabetical. */
export const namesOfOrganizersWithEvents = async (executor: Executor): Promise<string[]> => {
  const rows = await executor
    .select({ name: organizers.name })
    .from(organizers)
    .where(sql`exists (select 1 from ${events} where ${eq(events.organizerId, organizers.id)})`)
    .orderBy(asc(organizers.name), asc(organizers.id));
  return rows.map((row) => row.name);
};
