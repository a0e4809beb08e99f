import { z } from 'zod';
import { toWireDay, type Weather, type WeatherForecastDay } from '@velo/contracts';
import type { Config } from '../../config.js';

/**
 * A client of a WeatherAPI-style forecast service:
 * GET {WEATHER_API_URL}/forecast.json?key=…&q=lat,lon&days=…&lang=ru, mapped to the spec's weather
 * shape. Unconfigured (no URL or no key) means no client at all: callers answer "no weather".
 */
export type WeatherClient = { forecast: (query: string, days: number) => Promise<Weather> };

export type WeatherFailure = 'unavailable' | 'locationNotFound' | 'rejected';

export class WeatherServiceError extends Error {
  constructor(
    readonly failure: WeatherFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WeatherServiceError';
  }
}

const conditionSchema = z.object({ text: z.string(), icon: z.string() });

/** The part of the service's answer we use. */
const forecastAnswerSchema = z.object({
  location: z.object({ name: z.string(), region: z.string().default('') }),
  forecast: z.object({
    forecastday: z.array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        day: z.object({ maxtemp_c: z.number(), mintemp_c: z.number(), condition: conditionSchema }),
        hour: z
          .array(z.object({ time_epoch: z.number(), temp_c: z.number(), is_day: z.number() }))
          .default([]),
      }),
    ),
  }),
});
type ForecastAnswerDay = z.infer<typeof forecastAnswerSchema>['forecast']['forecastday'][number];

const errorAnswerSchema = z.object({ error: z.object({ code: z.number(), message: z.string() }) });
/** The service's code for "No matching location found". */
const LOCATION_NOT_FOUND = 1006;

const round1 = (value: number) => Math.round(value * 10) / 10;
const mean = (values: number[]) =>
  values.length ? round1(values.reduce((sum, value) => sum + value, 0) / values.length) : null;

/** Icons come protocol-relative (//cdn…/116.png): served over https. */
const absoluteIcon = (icon: string) => (icon.startsWith('//') ? `https:${icon}` : icon);

const mapDay = (day: ForecastAnswerDay): WeatherForecastDay => {
  const daylight = day.hour.filter((hour) => hour.is_day === 1).map((hour) => hour.temp_c);
  const dark = day.hour.filter((hour) => hour.is_day !== 1).map((hour) => hour.temp_c);
  return {
    date: toWireDay(day.date),
    day: {
      condition: { icon: absoluteIcon(day.day.condition.icon), text: day.day.condition.text },
      dayTemp: mean(daylight) ?? day.day.maxtemp_c,
      nightTemp: mean(dark) ?? day.day.mintemp_c,
      maxtemp_c: day.day.maxtemp_c,
      mintemp_c: day.day.mintemp_c,
    },
    hours: day.hour.map((hour) => ({
      time: new Date(hour.time_epoch * 1000).toISOString(),
      temp_c: hour.temp_c,
      is_day: hour.is_day === 1,
    })),
  };
};

/** The service's answer in the spec's shape. */
export const mapForecastAnswer = (answer: unknown): Weather => {
  const parsed = forecastAnswerSchema.safeParse(answer);
  if (!parsed.success)
    throw new WeatherServiceError('unavailable', 'Сервис погоды ответил в неожиданном формате');
  return {
    location: { name: parsed.data.location.name, region: parsed.data.location.region },
    forecast: parsed.data.forecast.forecastday.map(mapDay),
  };
};

const failureOf = (status: number, body: unknown): WeatherServiceError => {
  const error = errorAnswerSchema.safeParse(body);
  if (status === 400 && error.success && error.data.error.code === LOCATION_NOT_FOUND) {
    return new WeatherServiceError('locationNotFound', 'Место для прогноза не найдено');
  }
  if (status === 401 || status === 403) {
    return new WeatherServiceError('rejected', `Сервис погоды отклонил ключ (HTTP ${status})`);
  }
  return new WeatherServiceError('unavailable', `Сервис погоды недоступен (HTTP ${status})`);
};

export type WeatherClientOptions = { baseUrl?: string; apiKey?: string; timeoutMs?: number };

export const createWeatherClient = ({
  baseUrl,
  apiKey,
  timeoutMs = 10_000,
}: WeatherClientOptions): WeatherClient | null => {
  if (!baseUrl || !apiKey) return null;
  const root = baseUrl.replace(/\/+$/, '');
  return {
    async forecast(query, days) {
      const url = new URL(`${root}/forecast.json`);
      url.search = new URLSearchParams({
        key: apiKey,
        q: query,
        days: String(days),
        lang: 'ru',
        aqi: 'no',
        alerts: 'no',
      }).toString();
      let response: Response;
      try {
        response = await fetch(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
      } catch {
        throw new WeatherServiceError('unavailable', 'Сервис погоды не отвечает');
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw failureOf(response.status, body);
      return mapForecastAnswer(body);
    },
  };
};

/** The client the configuration asks for (WEATHER_API_URL and WEATHER_API_KEY), or null. */
export const weatherClientFor = (config: Pick<Config, 'WEATHER_API_URL' | 'WEATHER_API_KEY'>) =>
  createWeatherClient({ baseUrl: config.WEATHER_API_URL, apiKey: config.WEATHER_API_KEY });
