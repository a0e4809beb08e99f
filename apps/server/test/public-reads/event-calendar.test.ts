import { describe, expect, it } from 'vitest';
import { eventCalendarResponseSchema } from '@velo/contracts';
import { calendarPeriod } from '../../src/domain/events/event-calendar.js';
import { buildActors } from '../helpers/actors.js';
import { buildDiscipline, buildEvent } from '../helpers/factories.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { BROKEN_TOKEN, getUrl, markFavoriteEvents, type Headers } from './read-helpers.js';

const calendar = async (app: TestApp, query: string, headers: Headers = {}) => {
  const response = await getUrl(app, `/v1/Event/calendar${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return eventCalendarResponseSchema.parse(response.json());
};

/** The days of a calendar answer with the ids of their events. */
const dayIds = (body: { days: { date: string; events: { id: number }[] }[] }) =>
  body.days.map((day) => [day.date, day.events.map((event) => event.id)] as const);

describe('calendarPeriod', () => {
  const today = new Date('2025-02-14T22:00:00Z');
  const base = {
    includeWeather: false,
    includeEventFavoritesMarks: true,
    getOnlyUserFavoritesEvents: false,
  };

  it('is the current month (UTC) when nothing is asked, February of a leap year included', () => {
    expect(calendarPeriod(base, today)).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    expect(calendarPeriod(base, new Date('2024-02-29T23:59:59Z'))).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
  });

  it('is a month, a whole year, or the days from..to', () => {
    expect(calendarPeriod({ ...base, year: 2025, month: 12 }, today)).toEqual({
      start: '2025-12-01',
      end: '2025-12-31',
    });
    expect(calendarPeriod({ ...base, year: 2024 }, today)).toEqual({
      start: '2024-01-01',
      end: '2024-12-31',
    });
    expect(calendarPeriod({ ...base, from: '2025-03-30', to: '2025-04-02' }, today)).toEqual({
      start: '2025-03-30',
      end: '2025-04-02',
    });
  });
});

describe('GET /v1/Event/calendar', () => {
  const t2 = useTestApp();

  it('groups a month of events by day, only the days that have events, earliest first', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const first = await buildEvent(app.db, { eventDate: '2025-06-01', organizerId: actors.organizerAId });
    const sameDay = await buildEvent(app.db, { eventDate: '2025-06-14', organizerId: actors.organizerBId });
    const sameDay2 = await buildEvent(app.db, { eventDate: '2025-06-14', organizerId: actors.organizerAId });
    const last = await buildEvent(app.db, { eventDate: '2025-06-30', organizerId: actors.organizerAId });
    await buildEvent(app.db, { eventDate: '2025-05-31', organizerId: actors.organizerAId });
    await buildEvent(app.db, { eventDate: '2025-07-01', organizerId: actors.organizerAId });

    const body = await calendar(app, '?year=2025&month=6');
    expect(body.start).toBe('2025-06-01T00:00:00Z');
    expect(body.end).toBe('2025-06-30T00:00:00Z');
    expect(body.totalCount).toBe(4);
    expect(dayIds(body)).toEqual([
      ['2025-06-01T00:00:00Z', [first.id]],
      ['2025-06-14T00:00:00Z', [sameDay.id, sameDay2.id]],
      ['2025-06-30T00:00:00Z', [last.id]],
    ]);
    expect(body.days[1]!.events[0]).toMatchObject({
      id: sameDay.id,
      organizer: { id: actors.organizerBId, name: 'Организатор Б' },
      eventDate: '2025-06-14T00:00:00Z',
      weather: null,
      inCurrentUserFavorites: false,
    });
  });

  it('answers a whole year, or the days from..to with both ends included', async () => {
    const app = t2();
    const january = await buildEvent(app.db, { eventDate: '2024-01-01' });
    await buildEvent(app.db, { eventDate: '2024-12-31' });
    await buildEvent(app.db, { eventDate: '2025-01-01' });
    const year = await calendar(app, '?year=2024');
    expect([year.start, year.end, year.totalCount]).toEqual([
      '2024-01-01T00:00:00Z',
      '2024-12-31T00:00:00Z',
      2,
    ]);
    const range = await calendar(app, '?from=2024-12-31&to=2025-01-01T00:00:00Z');
    expect(range.totalCount).toBe(2);
    expect(range.days.map((day) => day.date)).toEqual(['2024-12-31T00:00:00Z', '2025-01-01T00:00:00Z']);
    expect(dayIds(await calendar(app, '?from=2024-01-01&to=2024-01-01'))).toEqual([
      ['2024-01-01T00:00:00Z', [january.id]],
    ]);
  });

  it('answers the current month without a period, and an empty calendar when nothing is on', async () => {
    const app = t2();
    const today = new Date().toISOString().slice(0, 10);
    const event = await buildEvent(app.db, { eventDate: today });
    const body = await calendar(app, '');
    expect(body.start).toBe(`${today.slice(0, 7)}-01T00:00:00Z`);
    expect(body.days.flatMap((day) => day.events.map((e) => e.id))).toEqual([event.id]);
    expect(await calendar(app, '?year=2030&month=1')).toEqual({
      start: '2030-01-01T00:00:00Z',
      end: '2030-01-31T00:00:00Z',
      totalCount: 0,
      days: [],
    });
  });

  it('filters by organizer and discipline, and includes the weather when asked', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const road = await buildDiscipline(app.db, 'шоссе');
    const weather = { location: { name: 'Тверь', region: 'Тверская' }, forecast: [] };
    const mine = await buildEvent(app.db, {
      eventDate: '2025-06-01',
      organizerId: actors.organizerAId,
      disciplineId: road.id,
      weather,
    });
    await buildEvent(app.db, { eventDate: '2025-06-02', organizerId: actors.organizerAId });
    await buildEvent(app.db, {
      eventDate: '2025-06-03',
      organizerId: actors.organizerBId,
      disciplineId: road.id,
    });
    const body = await calendar(
      app,
      `?year=2025&month=6&organizerId=${actors.organizerAId}&disciplineTypeId=${road.id}&includeWeather=true`,
    );
    expect(dayIds(body)).toEqual([['2025-06-01T00:00:00Z', [mine.id]]]);
    expect(body.days[0]!.events[0]!.weather).toEqual(weather);
    expect((await calendar(app, `?year=2025&month=6&organizerId=${actors.organizerBId}`)).totalCount).toBe(1);
  });

  it("marks a signed-in user's favourites (none for a guest or a broken token) and answers only them when asked", async () => {
    const app = t2();
    const actors = await buildActors(app);
    const liked = await buildEvent(app.db, { eventDate: '2025-06-01' });
    await buildEvent(app.db, { eventDate: '2025-06-02' });
    await markFavoriteEvents(app, actors.userIds.participant, [liked.id]);
    const marked = (body: { days: { events: { id: number; inCurrentUserFavorites: boolean }[] }[] }) =>
      body.days.flatMap((day) => day.events.filter((e) => e.inCurrentUserFavorites).map((e) => e.id));

    expect(marked(await calendar(app, '?year=2025&month=6', actors.headers.participant))).toEqual([liked.id]);
    expect(
      marked(
        await calendar(
          app,
          '?year=2025&month=6&includeEventFavoritesMarks=false',
          actors.headers.participant,
        ),
      ),
    ).toEqual([]);
    expect(marked(await calendar(app, '?year=2025&month=6'))).toEqual([]);
    expect(marked(await calendar(app, '?year=2025&month=6', BROKEN_TOKEN))).toEqual([]);

    const only = await calendar(
      app,
      '?year=2025&month=6&getOnlyUserFavoritesEvents=true',
      actors.headers.participant,
    );
    expect(only.totalCount).toBe(1);
    expect(marked(only)).toEqual([liked.id]);
    const guest = await getUrl(app, '/v1/Event/calendar?year=2025&month=6&getOnlyUserFavoritesEvents=true');
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a period it cannot answer with a 400 naming the field', async () => {
    const app = t2();
    const cases: [string, RegExp][] = [
      ['?month=6', /year/],
      ['?year=2025&month=13', /month/],
      ['?year=1999', /year/],
      ['?from=2025-06-01', /to/],
      ['?to=2025-06-01', /from/],
      ['?from=2025-06-10&to=2025-06-01', /не раньше начала/],
      ['?from=2024-01-01&to=2025-01-01', /366/],
      ['?from=2025-02-30&to=2025-03-01', /календаре/],
      ['?year=2025&from=2025-01-01&to=2025-01-02', /либо год/],
      ['?organizerId=abc', /organizerId/],
    ];
    for (const [query, message] of cases) {
      const response = await getUrl(app, `/v1/Event/calendar${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().Error, query).toMatch(message);
    }
    expect((await calendar(app, '?from=2024-01-01&to=2024-12-31')).totalCount).toBe(0);
  });
});
