import { and, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Weather } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { events, weatherForecasts } from '../../db/schema/index.js';

/** Keeps the forecast the refresh fetched for a start point (`lat,lon`), replacing the last one. */
export const keepForecast = async (executor: Executor, point: string, forecast: Weather): Promise<void> => {
  const values = { point, locationName: forecast.location?.name ?? '', forecast, fetchedOn: new Date() };
  await executor
    .insert(weatherForecasts)
    .values(values)
    .onConflictDoUpdate({ target: weatherForecasts.point, set: values });
};

/** The kept forecast of a start point, or of a place the service named (any letter case), newest first. */
export const storedForecast = async (
  executor: Executor,
  where: { point: string } | { place: string },
): Promise<Weather | null> => {
  const [row] = await executor
    .select({ forecast: weatherForecasts.forecast })
    .from(weatherForecasts)
    .where(
      'point' in where
        ? eq(weatherForecasts.point, where.point)
        : sql`lower(${weatherForecasts.locationName}) = lower(${where.place})`,
    )
    .orderBy(desc(weatherForecasts.fetchedOn))
    .limit(1);
  return (row?.forecast as Weather | undefined) ?? null;
};

/** The events from..to (days) that have a start point; only `eventIds` when given. */
export const eventsWithStartPointBetween = async (
  executor: Executor,
  from: string,
  to: string,
  eventIds: number[] | undefined,
): Promise<{ id: number; eventDate: string; latitude: number; longitude: number }[]> => {
  const rows = await executor
    .select({
      id: events.id,
      eventDate: events.eventDate,
      latitude: events.startLatitude,
      longitude: events.startLongitude,
    })
    .from(events)
    .where(
      and(
        gte(events.eventDate, from),
        lte(events.eventDate, to),
        isNotNull(events.startLatitude),
        isNotNull(events.startLongitude),
        eventIds ? inArray(events.id, eventIds.length ? eventIds : [0]) : undefined,
      ),
    );
  // The filter keeps only rows with both coordinates.
  return rows as { id: number; eventDate: string; latitude: number; longitude: number }[];
};

/** Caches the event day's forecast on the event. */
export const setEventWeather = async (
  executor: Executor,
  eventId: number,
  weather: Weather,
): Promise<void> => {
  await executor.update(events).set({ weather, weatherUpdatedOn: new Date() }).where(eq(events.id, eventId));
};
