import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { scheduleDailyWeatherRefresh } from '../../src/domain/weather/weather-jobs.js';
import { addDays, todayUtc } from '../../src/domain/weather/weather-window.js';
import { buildActors } from '../helpers/actors.js';
import { buildEvent } from '../helpers/factories.js';
import { useTestApp } from '../helpers/test-app.js';
import { injectForm } from '../organizers/form-helpers.js';

describe('weather without a configured service', () => {
  const t2 = useTestApp();

  it('answers an empty forecast, not an error', async () => {
    const response = await t2().app.inject({ method: 'GET', url: '/v1/Weather/forecast/55.75,37.61' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ location: null, forecast: [] });
  });

  it('runs the refresh job without fetching anything and schedules no daily refresh', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    await buildEvent(app.db, {
      organizerId: organizerAId,
      eventDate: addDays(todayUtc(), 1),
      startLatitude: 55,
      startLongitude: 37,
    });
    const response = await app.app.inject({
      method: 'PATCH',
      url: '/v1/Admin/update-events-weather',
      headers: headers.admin,
    });
    expect(response.statusCode).toBe(200);
    await app.ctx.jobRunner.drain();
    expect((await app.ctx.jobQueue.find(response.json().jobId))!.result).toEqual({
      isConfigured: false,
      checked: 1,
      refreshed: 0,
      failed: 0,
      errors: [],
    });
    expect(await scheduleDailyWeatherRefresh(app.ctx)).toBeNull();
  });

  it('queues no weather job when an event is saved', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const created = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
      eventName: 'Гонка',
      eventDate: addDays(todayUtc(), 1),
      'startPoint.latitude': '55',
      'startPoint.longitude': '37',
    });
    expect(created.statusCode).toBe(200);
    expect(await app.db.select().from(t.jobs)).toHaveLength(0);
  });

  it('rejects a blank query', async () => {
    const response = await t2().app.inject({ method: 'GET', url: '/v1/Weather/forecast/%20%20' });
    expect(response.statusCode).toBe(400);
    expect(response.json().Error).toContain('query');
  });
});
