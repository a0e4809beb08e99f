import { desc, eq, sql } from 'drizzle-orm';
import type { Weather } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import { weatherForecasts } from '../../db/schema/index.js';

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
