import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { addDays, todayUtc } from '../../src/domain/weather/weather-window.js';
import {
  nextDailyRun,
  scheduleDailyWeatherRefresh,
  WEATHER_JOBS,
} from '../../src/domain/weather/weather-jobs.js';
import { buildActors } from '../helpers/actors.js';
import { buildEvent } from '../helpers/factories.js';
import { NO_STORED_FORECAST_MESSAGE } from '../../src/domain/weather/get-forecast.js';
import { createFakeWeather, UNKNOWN_PLACE } from '../helpers/fake-weather.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { injectForm } from '../organizers/form-helpers.js';

const OLD_WEATHER = {
  location: { name: 'Старое', region: '' },
  forecast: [],
};

const fake = createFakeWeather();
const env: Record<string, string> = {};
beforeAll(async () => {
  await fake.start();
  Object.assign(env, fake.env());
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.maxDays = 14;
  fake.requests.length = 0;
});

const weatherOf = async (app: TestApp, id: number) => {
  const [row] = await app.db.select().from(t.events).where(eq(t.events.id, id));
  return row!;
};

/** Events around the 14-day window, with and without a start point. */
const seedEvents = async (app: TestApp, organizerId: number) => {
  const today = todayUtc();
  const at = { startLatitude: 55.75, startLongitude: 37.61 };
  return {
    today: await buildEvent(app.db, { organizerId, eventDate: today, ...at }),
    inTen: await buildEvent(app.db, { organizerId, eventDate: addDays(today, 10), ...at }),
    lastDay: await buildEvent(app.db, {
      organizerId,
      eventDate: addDays(today, 13),
      startLatitude: 59.9,
      startLongitude: 30.3,
    }),
    tooFar: await buildEvent(app.db, { organizerId, eventDate: addDays(today, 14), ...at }),
    yesterday: await buildEvent(app.db, {
      organizerId,
      eventDate: addDays(today, -1),
      ...at,
      weather: OLD_WEATHER,
    }),
    noPoint: await buildEvent(app.db, { organizerId, eventDate: addDays(today, 2) }),
  };
};

describe('weather with the service configured', () => {
  const t2 = useTestApp({ env });

  it('answers anyone the forecast the refresh kept for a start point or its place, never asking the service', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    await seedEvents(app, organizerAId);
    const forecast = (query: string) =>
      app.app.inject({ method: 'GET', url: `/v1/Weather/forecast/${encodeURIComponent(query)}` });
    // Nothing kept yet: no forecast, and the service is not asked.
    expect((await forecast('55.75,37.61')).statusCode).toBe(404);
    expect(fake.requests).toHaveLength(0);
    const refresh = await app.app.inject({
      method: 'PATCH',
      url: '/v1/Admin/update-events-weather',
      headers: headers.admin,
    });
    expect(refresh.statusCode).toBe(200);
    await app.ctx.jobRunner.drain();
    const asked = fake.requests.length;
    expect(asked).toBeGreaterThan(0);
    // By the point as the refresh asked for it, written any way, or by the place the service named.
    for (const query of ['55.75,37.61', ' 55.750 , 37.610 ', 'точка 55.75,37.61']) {
      const response = await forecast(query);
      expect(response.statusCode, query).toBe(200);
      expect(response.json().location).toEqual({ name: 'Точка 55.75,37.61', region: 'Московская область' });
      // The refresh asked for the days up to the point's last race of the window (the 10th day).
      expect(response.json().forecast).toHaveLength(11);
    }
    // A place nobody races at, or the service failing: the answers come from what is kept.
    const unknown = await forecast(UNKNOWN_PLACE);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Error).toBe(NO_STORED_FORECAST_MESSAGE);
    fake.mode = 'failing';
    expect((await forecast('55.75,37.61')).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(asked);
  });

  it('refreshes, through the job queue, only events of the next 14 days that have a start point', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const events = await seedEvents(app, organizerAId);
    const response = await app.app.inject({
      method: 'PATCH',
      url: '/v1/Admin/update-events-weather',
      headers: headers.admin,
    });
    expect(response.statusCode).toBe(200);
    const { jobId } = response.json();
    expect(jobId).toEqual(expect.any(Number));
    expect(await app.ctx.jobRunner.drain()).toBeGreaterThanOrEqual(1);
    const job = await app.ctx.jobQueue.find(jobId);
    expect(job).toMatchObject({
      status: 'done',
      result: { isConfigured: true, checked: 3, refreshed: 3, failed: 0, errors: [] },
    });
    // One call per start point: two points among the three events.
    expect(fake.requests).toHaveLength(2);

    for (const event of [events.today, events.inTen, events.lastDay]) {
      const row = await weatherOf(app, event.id);
      expect(row.weatherUpdatedOn).toBeInstanceOf(Date);
      const weather = row.weather as { location: unknown; forecast: { date: string }[] };
      expect(weather.forecast.map((day) => day.date)).toEqual([`${event.eventDate}T00:00:00Z`]);
    }
    expect((await weatherOf(app, events.tooFar.id)).weather).toBeNull();
    expect((await weatherOf(app, events.noPoint.id)).weather).toBeNull();
    expect((await weatherOf(app, events.yesterday.id)).weather).toEqual(OLD_WEATHER);
  });

  it('keeps what events had when the service fails or has no forecast for their day yet', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const today = todayUtc();
    const near = await buildEvent(app.db, {
      organizerId: organizerAId,
      eventDate: addDays(today, 1),
      startLatitude: 55,
      startLongitude: 37,
      weather: OLD_WEATHER,
    });
    const far = await buildEvent(app.db, {
      organizerId: organizerAId,
      eventDate: addDays(today, 10),
      startLatitude: 50,
      startLongitude: 30,
    });
    fake.mode = 'failing';
    const failed = await app.app.inject({
      method: 'PATCH',
      url: '/v1/Admin/update-events-weather',
      headers: headers.admin,
    });
    await app.ctx.jobRunner.drain();
    expect((await app.ctx.jobQueue.find(failed.json().jobId))!.result).toMatchObject({
      refreshed: 0,
      failed: 2,
      errors: ['Сервис погоды недоступен (HTTP 500)'],
    });
    expect((await weatherOf(app, near.id)).weather).toEqual(OLD_WEATHER);

    // A plan that gives 3 days has nothing for the event in 10 days.
    fake.mode = 'ok';
    fake.maxDays = 3;
    const partial = await app.app.inject({
      method: 'PATCH',
      url: '/v1/Admin/update-events-weather',
      headers: headers.admin,
    });
    await app.ctx.jobRunner.drain();
    expect((await app.ctx.jobQueue.find(partial.json().jobId))!.result).toMatchObject({
      refreshed: 1,
      failed: 1,
    });
    expect((await weatherOf(app, near.id)).weather).not.toEqual(OLD_WEATHER);
    expect((await weatherOf(app, far.id)).weather).toBeNull();
  });

  it('fetches the weather of an event saved with a start point in the next 14 days', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const created = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
      eventName: 'Завтрашняя гонка',
      eventDate: addDays(todayUtc(), 1),
      'startPoint.latitude': '55.75',
      'startPoint.longitude': '37.61',
    });
    expect(created.json().weather).toBeNull();
    await app.ctx.jobRunner.drain();
    const response = await app.app.inject({
      method: 'POST',
      url: '/v1/Event/paged-lk',
      headers: headers.organizerA,
      payload: { includeWeather: true },
    });
    const [event] = response.json().items;
    expect(event.weather.location.name).toBe('Точка 55.75,37.61');
    expect(event.weather.forecast[0].date).toBe(`${addDays(todayUtc(), 1)}T00:00:00Z`);
  });

  it('keeps one daily refresh queued: each run refreshes and queues the next for 03:00 UTC', async () => {
    const app = t2();
    const { organizerAId } = await buildActors(app);
    const event = await buildEvent(app.db, {
      organizerId: organizerAId,
      eventDate: addDays(todayUtc(), 3),
      startLatitude: 55,
      startLongitude: 37,
    });
    const first = await scheduleDailyWeatherRefresh(app.ctx);
    const again = await scheduleDailyWeatherRefresh(app.ctx);
    expect(again!.id).toBe(first!.id);
    await app.ctx.jobRunner.drain();
    expect((await app.ctx.jobQueue.find(first!.id))!.result).toMatchObject({ refreshed: 1 });
    expect((await weatherOf(app, event.id)).weatherUpdatedOn).toBeInstanceOf(Date);
    const queued = await app.db
      .select()
      .from(t.jobs)
      .where(and(eq(t.jobs.type, WEATHER_JOBS.daily), eq(t.jobs.status, 'queued')));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAfter.toISOString()).toMatch(/T03:00:00\.000Z$/);
    expect(queued[0]!.runAfter.getTime()).toBeGreaterThan(Date.now());
  });

  it('is refreshed by administrators only', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const asOrganizer = await app.app.inject({
      method: 'PATCH',
      url: '/v1/Admin/update-events-weather',
      headers: headers.organizerA,
    });
    expect(asOrganizer.statusCode).toBe(403);
  });
});

describe('the daily run time', () => {
  it('is the next 03:00 UTC', () => {
    expect(nextDailyRun(new Date('2025-06-01T02:59:00Z')).toISOString()).toBe('2025-06-01T03:00:00.000Z');
    expect(nextDailyRun(new Date('2025-06-01T03:00:00Z')).toISOString()).toBe('2025-06-02T03:00:00.000Z');
    expect(nextDailyRun(new Date('2025-12-31T23:00:00Z')).toISOString()).toBe('2026-01-01T03:00:00.000Z');
  });
});
