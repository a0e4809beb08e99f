import { z } from 'zod';
import { textSchema } from './text.js';

/**
 * Weather (part 1 §3): location {name, region}; forecast days with date, day {condition {icon,
 * text}, dayTemp, nightTemp, maxtemp_c, mintemp_c} and hours {time, temp_c, is_day}. Days travel
 * as YYYY-MM-DDT00:00:00Z, hours as UTC timestamps. Temperatures are degrees Celsius.
 */
export const weatherConditionSchema = z.object({ icon: z.string(), text: z.string() });

export const weatherDaySchema = z.object({
  condition: weatherConditionSchema,
  /** Mean temperature of the daylight hours (the day's maximum when hours are missing). */
  dayTemp: z.number(),
  /** Mean temperature of the dark hours (the day's minimum when hours are missing). */
  nightTemp: z.number(),
  maxtemp_c: z.number(),
  mintemp_c: z.number(),
});

export const weatherHourSchema = z.object({
  time: z.string(),
  temp_c: z.number(),
  is_day: z.boolean(),
});

export const weatherForecastDaySchema = z.object({
  date: z.string(),
  day: weatherDaySchema,
  hours: z.array(weatherHourSchema),
});
export type WeatherForecastDay = z.infer<typeof weatherForecastDaySchema>;

export const weatherLocationSchema = z.object({ name: z.string(), region: z.string() });

/** A forecast. With the weather service switched off: location null and no days. */
export const weatherSchema = z.object({
  location: weatherLocationSchema.nullable(),
  forecast: z.array(weatherForecastDaySchema),
});
export type Weather = z.infer<typeof weatherSchema>;

export const NO_WEATHER: Weather = { location: null, forecast: [] };

export const weatherForecastParamsSchema = z.object({
  query: textSchema
    .trim()
    .min(1, 'Не заполнено поле «query» (место или широта,долгота)')
    .max(100, 'Поле «query»: не длиннее 100 символов'),
});

/** How far ahead forecasts go (the service gives at most 14 days, today included). */
export const WEATHER_FORECAST_DAYS = 14;

/** Answer of PATCH /v1/Admin/update-events-weather: the queued refresh job (GET /v1/Job/{id}). */
export const updateEventsWeatherResponseSchema = z.object({ jobId: z.int32() });

/**
 * What a weather refresh did (the job's result): events checked (next 14 days, with a start point),
 * refreshed, and not refreshed (the service failed or had no forecast for the day yet), with the
 * distinct error messages.
 */
export const weatherRefreshResultSchema = z.object({
  isConfigured: z.boolean(),
  checked: z.int32(),
  refreshed: z.int32(),
  failed: z.int32(),
  errors: z.array(z.string()),
});
export type WeatherRefreshResult = z.infer<typeof weatherRefreshResultSchema>;
