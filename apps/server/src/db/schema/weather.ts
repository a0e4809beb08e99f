import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestampTz } from './common.js';

/**
 * The forecasts the weather refresh fetched, one per start point (`lat,lon` as the refresh asks for
 * it), with the place the service named: GET /v1/Weather/forecast answers from these only, so an
 * anonymous request never calls the weather service (issue 35).
 */
export const weatherForecasts = pgTable(
  'weather_forecasts',
  {
    point: text('point').primaryKey(),
    locationName: text('location_name').notNull().default(''),
    forecast: jsonb('forecast').notNull(),
    fetchedOn: timestampTz('fetched_on').notNull().defaultNow(),
  },
  (t) => [index('weather_forecasts_location_idx').on(sql`lower(${t.locationName})`)],
);
