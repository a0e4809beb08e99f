import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a WeatherAPI-style forecast service: GET /v1/forecast.json?key&q&days&lang
 * answers `location` and `forecast.forecastday[]` (date, day {maxtemp_c, mintemp_c, condition},
 * hour[] {time_epoch, time, temp_c, is_day}) starting today (UTC), as the real service does, and
 * its error bodies ({ error: { code, message } }) for a wrong key and an unknown place.
 */
export type FakeWeatherMode = 'ok' | 'failing';

export type FakeWeather = {
  /** WEATHER_API_URL for the app (…/v1). */
  url: string;
  key: string;
  /** Every request the service received. */
  requests: URL[];
  /** 'failing' answers 500 to everything. */
  mode: FakeWeatherMode;
  /** The largest number of days it gives (a free plan gives 3). */
  maxDays: number;
  /** Environment for useTestApp / createTestApp. */
  env: () => Record<string, string>;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

export const FAKE_WEATHER_KEY = 'fake-weather-key';
/** A place the fake does not know: answers the service's 'No matching location found'. */
export const UNKNOWN_PLACE = 'Нигдебург';

const dayOffset = (today: string, offset: number): string => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

const forecastDay = (date: string, index: number) => {
  const base = 12 + index;
  const hours = Array.from({ length: 24 }, (_, hour) => {
    const epoch = Date.parse(`${date}T00:00:00Z`) / 1000 + hour * 3600;
    const isDay = hour >= 6 && hour < 21 ? 1 : 0;
    return {
      time_epoch: epoch,
      time: `${date} ${String(hour).padStart(2, '0')}:00`,
      temp_c: isDay ? base + 6 : base,
      is_day: isDay,
      condition: { text: 'Солнечно', icon: '//cdn.weatherapi.com/weather/64x64/day/113.png', code: 1000 },
    };
  });
  return {
    date,
    date_epoch: Date.parse(`${date}T00:00:00Z`) / 1000,
    day: {
      maxtemp_c: base + 8,
      mintemp_c: base - 2,
      avgtemp_c: base + 3,
      condition: { text: 'Солнечно', icon: '//cdn.weatherapi.com/weather/64x64/day/113.png', code: 1000 },
    },
    astro: { sunrise: '04:45 AM', sunset: '09:10 PM' },
    hour: hours,
  };
};

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export const createFakeWeather = (): FakeWeather => {
  let server: Server | null = null;
  const fake: FakeWeather = {
    url: '',
    key: FAKE_WEATHER_KEY,
    requests: [],
    mode: 'ok',
    maxDays: 14,
    env: () => ({ WEATHER_API_URL: fake.url, WEATHER_API_KEY: fake.key }),
    async start() {
      server = createServer((request: IncomingMessage, response: ServerResponse) => {
        const url = new URL(request.url ?? '/', 'http://fake.weather');
        fake.requests.push(url);
        if (fake.mode === 'failing')
          return send(response, 500, { error: { code: 9999, message: 'Internal application error.' } });
        if (url.pathname !== '/v1/forecast.json')
          return send(response, 404, { error: { code: 1005, message: 'API request url is invalid' } });
        if (!url.searchParams.get('key'))
          return send(response, 401, {
            error: { code: 1002, message: 'API key is invalid or not provided.' },
          });
        if (url.searchParams.get('key') !== fake.key)
          return send(response, 401, { error: { code: 2006, message: 'API key provided is invalid' } });
        const q = url.searchParams.get('q') ?? '';
        if (!q) return send(response, 400, { error: { code: 1003, message: "Parameter 'q' not provided." } });
        if (q === UNKNOWN_PLACE)
          return send(response, 400, { error: { code: 1006, message: 'No matching location found.' } });
        const days = Math.min(Math.max(Number(url.searchParams.get('days') ?? 1), 1), fake.maxDays, 14);
        const today = new Date().toISOString().slice(0, 10);
        const [lat, lon] = q.split(',').map(Number);
        return send(response, 200, {
          location: {
            name: Number.isFinite(lat) ? `Точка ${lat},${lon}` : q,
            region: 'Московская область',
            country: 'Россия',
            lat: lat ?? 55.75,
            lon: lon ?? 37.62,
            tz_id: 'Europe/Moscow',
          },
          current: { temp_c: 15, is_day: 1 },
          forecast: {
            forecastday: Array.from({ length: days }, (_, i) => forecastDay(dayOffset(today, i), i)),
          },
        });
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    async close() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
  return fake;
};
