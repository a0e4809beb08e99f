import type { Weather, WeatherRefreshResult } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { weatherClientFor } from '../../infra/weather/weather-client.js';
import { eventsWithStartPointBetween, keepForecast, setEventWeather } from './forecasts-repository.js';
import { daysBetween, forecastWindow, todayUtc } from './weather-window.js';
import { noteChanges } from '../../infra/changes.js';

export type RefreshOptions = {
  /** Only these events (an event just saved); all in the window when left out. */
  eventIds?: number[];
  today?: string;
};

type Candidate = { id: number; eventDate: string; latitude: number; longitude: number };

/**
 * Fetches the forecast of each event in the next 14 days that has a start point and caches the
 * event day's forecast on the event (weather, weatherUpdatedOn). One call per start point. An
 * event the service has no forecast for (yet) keeps what it had. Unconfigured: nothing is fetched.
 */
export const refreshEventsWeather = async (
  ctx: AppContext,
  { eventIds, today = todayUtc() }: RefreshOptions = {},
): Promise<WeatherRefreshResult> => {
  const db = ctx.database.db;
  const { from, to } = forecastWindow(today);
  const candidates: Candidate[] = await eventsWithStartPointBetween(db, from, to, eventIds);
  const client = weatherClientFor(ctx.config);
  const result: WeatherRefreshResult = {
    isConfigured: Boolean(client),
    checked: candidates.length,
    refreshed: 0,
    failed: 0,
    errors: [],
  };
  if (!client) return result;

  const byPoint = new Map<string, Candidate[]>();
  for (const event of candidates) {
    const key = `${event.latitude},${event.longitude}`;
    byPoint.set(key, [...(byPoint.get(key) ?? []), event]);
  }
  for (const [query, group] of byPoint) {
    const days = Math.max(...group.map((event) => daysBetween(today, event.eventDate))) + 1;
    let forecast: Weather;
    try {
      forecast = await client.forecast(query, days);
      // The forecast calls of anyone answer from these (get-forecast.ts).
      await keepForecast(db, query, forecast);
    } catch (error) {
      result.failed += group.length;
      const message = (error as Error).message;
      if (!result.errors.includes(message)) result.errors.push(message);
      continue;
    }
    for (const event of group) {
      const day = forecast.forecast.find((d) => d.date.startsWith(event.eventDate));
      if (!day) {
        result.failed += 1;
        const message = `Нет прогноза на ${event.eventDate}`;
        if (!result.errors.includes(message)) result.errors.push(message);
        continue;
      }
      await setEventWeather(db, event.id, { location: forecast.location, forecast: [day] });
      // The event's page and the lists that show its forecast, and the forecasts read from events.
      noteChanges({ event: [event.id] });
      result.refreshed += 1;
    }
  }
  result.errors = result.errors.slice(0, 10);
  return result;
};
