import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createWeatherClient,
  mapForecastAnswer,
  WeatherServiceError,
  type WeatherClient,
} from '../../src/infra/weather/weather-client.js';
import { createFakeWeather, UNKNOWN_PLACE } from '../helpers/fake-weather.js';

const today = () => new Date().toISOString().slice(0, 10);

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof WeatherServiceError ? error.failure : `other: ${String(error)}`;
  }
  return 'no failure';
};

describe('the weather client', () => {
  const fake = createFakeWeather();
  let client: WeatherClient;

  beforeAll(async () => {
    await fake.start();
    client = createWeatherClient({ baseUrl: fake.url, apiKey: fake.key })!;
  });
  beforeEach(() => {
    fake.mode = 'ok';
    fake.maxDays = 14;
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());

  it('asks forecast.json with the key, the place, the days and Russian texts', async () => {
    await client.forecast('55.75,37.61', 3);
    const [request] = fake.requests;
    expect(request!.pathname).toBe('/v1/forecast.json');
    expect(Object.fromEntries(request!.searchParams)).toMatchObject({
      key: fake.key,
      q: '55.75,37.61',
      days: '3',
      lang: 'ru',
    });
  });

  it("maps the answer to the spec's weather shape", async () => {
    const weather = await client.forecast('55.75,37.61', 2);
    expect(weather.location).toEqual({ name: 'Точка 55.75,37.61', region: 'Московская область' });
    expect(weather.forecast).toHaveLength(2);
    const [first] = weather.forecast;
    expect(first!.date).toBe(`${today()}T00:00:00Z`);
    // The fake's first day: 12° at night, 18° in daylight hours, max 20, min 10.
    expect(first!.day).toEqual({
      condition: { icon: 'https://cdn.weatherapi.com/weather/64x64/day/113.png', text: 'Солнечно' },
      dayTemp: 18,
      nightTemp: 12,
      maxtemp_c: 20,
      mintemp_c: 10,
    });
    expect(first!.hours).toHaveLength(24);
    expect(first!.hours[0]).toEqual({ time: `${today()}T00:00:00.000Z`, temp_c: 12, is_day: false });
    expect(first!.hours[12]).toEqual({ time: `${today()}T12:00:00.000Z`, temp_c: 18, is_day: true });
  });

  it('tells an unknown place, a refused key and a failing or unreachable service apart', async () => {
    expect(await failureOf(client.forecast(UNKNOWN_PLACE, 1))).toBe('locationNotFound');
    const wrongKey = createWeatherClient({ baseUrl: fake.url, apiKey: 'wrong' })!;
    expect(await failureOf(wrongKey.forecast('Москва', 1))).toBe('rejected');
    fake.mode = 'failing';
    expect(await failureOf(client.forecast('Москва', 1))).toBe('unavailable');
    const nowhere = createWeatherClient({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', timeoutMs: 2000 })!;
    expect(await failureOf(nowhere.forecast('Москва', 1))).toBe('unavailable');
  });

  it('refuses an answer of an unexpected shape', () => {
    expect(() => mapForecastAnswer({ location: { name: 'x' }, forecast: {} })).toThrow(WeatherServiceError);
    expect(() => mapForecastAnswer('<html>')).toThrow('неожиданном формате');
  });

  it('is switched off without a URL or a key', () => {
    expect(createWeatherClient({})).toBeNull();
    expect(createWeatherClient({ baseUrl: fake.url })).toBeNull();
    expect(createWeatherClient({ apiKey: fake.key })).toBeNull();
  });
});
