import { NO_WEATHER, type Weather } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { weatherClientFor } from '../../infra/weather/weather-client.js';
import { storedForecast } from './forecasts-repository.js';
import { todayUtc } from './weather-window.js';

export const NO_STORED_FORECAST_MESSAGE =
  'Прогноза для этого места нет: прогнозы есть для мест старта ближайших мероприятий';

/** A start point as the refresh writes it (`55.75,37.61`), or null for a place's name. */
export const pointOf = (query: string): string | null => {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(query);
  return match ? `${Number(match[1])},${Number(match[2])}` : null;
};

/**
 * GET /v1/Weather/forecast/{query}: the forecast for a start point ("lat,lon") or a place, from the
 * forecasts the weather refresh keeps for the start points of the next 14 days' events:
 * an anonymous request never calls the weather service, so it cannot be made to spend the portal's
 * quota. Days before today are left out. Switched off (not configured): an empty forecast, not an
 * error. Nothing kept for the place: 404.
 */
export const getForecast = async (ctx: AppContext, query: string): Promise<Weather> => {
  if (!weatherClientFor(ctx.config)) return NO_WEATHER;
  const point = pointOf(query);
  const stored = await storedForecast(ctx.database.db, point ? { point } : { place: query.trim() });
  if (!stored) throw notFound(NO_STORED_FORECAST_MESSAGE);
  const today = todayUtc();
  return { ...stored, forecast: stored.forecast.filter((day) => day.date.slice(0, 10) >= today) };
};
