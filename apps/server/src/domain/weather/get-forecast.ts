import { NO_WEATHER, WEATHER_FORECAST_DAYS, type Weather } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import { WeatherServiceError, weatherClientFor } from '../../infra/weather/weather-client.js';

export const WEATHER_UNAVAILABLE_MESSAGE = 'Сервис прогноза погоды сейчас недоступен, попробуйте позже';

/**
 * GET /v1/Weather/forecast/{query}: the forecast for a place or "lat,lon". Switched off (not
 * configured): an empty forecast, not an error. The service failing: 503 with a message (not 502,
 * which the web app reads as "the portal is under maintenance"); an unknown place: 404.
 */
export const getForecast = async (ctx: AppContext, query: string): Promise<Weather> => {
  const client = weatherClientFor(ctx.config);
  if (!client) return NO_WEATHER;
  try {
    return await client.forecast(query, WEATHER_FORECAST_DAYS);
  } catch (error) {
    if (error instanceof WeatherServiceError && error.failure === 'locationNotFound') {
      throw notFound('Место для прогноза погоды не найдено');
    }
    throw new AppError('SERVICE_UNAVAILABLE', WEATHER_UNAVAILABLE_MESSAGE);
  }
};
