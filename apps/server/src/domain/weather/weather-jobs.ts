import type { WeatherRefreshResult } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { Job } from '../../infra/jobs/job-queue.js';
import { weatherClientFor } from '../../infra/weather/weather-client.js';
import { refreshEventsWeather } from './refresh-events-weather.js';
import { isInForecastWindow } from './weather-window.js';

export const WEATHER_JOBS = {
  /** A refresh asked for by an administrator, or for one event just saved (payload eventIds). */
  refresh: 'weather.refresh-events',
  /** The daily refresh; each run queues the next. */
  daily: 'weather.refresh-events-daily',
} as const;

/** The daily refresh runs at 03:00 UTC (06:00 Moscow time). */
const DAILY_HOUR_UTC = 3;

export const nextDailyRun = (now = new Date()): Date => {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_HOUR_UTC));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
};

/**
 * Makes sure one daily refresh is queued (when the weather service is configured): the queued one,
 * or a new one at `runAfter`. Several server processes may race here; the daily handler does not
 * queue a second one, so duplicates die out after a day.
 */
export const scheduleDailyWeatherRefresh = async (
  ctx: AppContext,
  runAfter: Date = new Date(),
): Promise<Job | null> => {
  if (!weatherClientFor(ctx.config)) return null;
  const queued = await ctx.jobQueue.findQueued(WEATHER_JOBS.daily);
  return queued ?? ctx.jobQueue.enqueue(WEATHER_JOBS.daily, {}, ctx.database.db, { runAfter });
};

/** PATCH /v1/Admin/update-events-weather: queues a refresh of every event of the next 14 days. */
export const queueEventsWeatherRefresh = async (ctx: AppContext): Promise<{ jobId: number }> => {
  const job = await ctx.jobQueue.enqueue(WEATHER_JOBS.refresh);
  return { jobId: job.id };
};

/**
 * After an event was saved with a start point in the next 14 days, its forecast is fetched by a job
 * (so saving never waits for the weather service). Nothing is queued when the service is off.
 */
export const queueEventWeatherRefresh = async (
  ctx: AppContext,
  executor: Executor,
  event: { id: number; eventDate: string; startLatitude: number | null; startLongitude: number | null },
): Promise<void> => {
  if (!weatherClientFor(ctx.config)) return;
  if (event.startLatitude === null || event.startLongitude === null) return;
  if (!isInForecastWindow(event.eventDate)) return;
  await ctx.jobQueue.enqueue(WEATHER_JOBS.refresh, { eventIds: [event.id] }, executor);
};

/** The daily refresh, which queues the next one whatever becomes of this one. */
export const refreshWeatherDaily = async (ctx: AppContext): Promise<WeatherRefreshResult> => {
  try {
    return await refreshEventsWeather(ctx);
  } finally {
    await scheduleDailyWeatherRefresh(ctx, nextDailyRun());
  }
};
