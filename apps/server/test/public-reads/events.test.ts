import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventSchema, pagedEventsResponseSchema } from '@velo/contracts';
import * as t from '../../src/db/schema/index.js';
import { STALE_SESSION_MESSAGE } from '../../src/plugins/authorization.js';
import { buildActors, type Actors } from '../helpers/actors.js';
import { buildDiscipline, buildEvent, buildOrganizer, buildProtocol } from '../helpers/factories.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { BROKEN_TOKEN, getUrl, ids, markFavoriteEvents, postJson, type Headers } from './read-helpers.js';

const WEATHER = {
  location: { name: 'Москва', region: 'Москва' },
  forecast: [
    {
      date: '2025-06-15T00:00:00Z',
      day: {
        condition: { icon: 'https://x/1.png', text: 'Ясно' },
        dayTemp: 20,
        nightTemp: 12,
        maxtemp_c: 22,
        mintemp_c: 10,
      },
      hours: [],
    },
  ],
};

/**
 * Four events of two organizers in two disciplines:
 * spring (B, road) 2025-04-01, cup (A, road) 2025-05-10, night (A, mtb) 2025-06-15, autumn (B, mtb) 2025-09-20.
 */
const buildCalendar = async (app: TestApp, actors: Actors) => {
  const road = await buildDiscipline(app.db, 'шоссе');
  const mtb = await buildDiscipline(app.db, 'маунтинбайк');
  const spring = await buildEvent(app.db, {
    name: 'Весенний старт',
    eventDate: '2025-04-01',
    organizerId: actors.organizerBId,
    disciplineId: road.id,
  });
  const cup = await buildEvent(app.db, {
    name: 'Кубок Виража',
    eventDate: '2025-05-10',
    organizerId: actors.organizerAId,
    disciplineId: road.id,
    tags: ['критериум'],
  });
  const night = await buildEvent(app.db, {
    name: 'Ночная гонка',
    eventDate: '2025-06-15',
    organizerId: actors.organizerAId,
    disciplineId: mtb.id,
    tags: ['ночь'],
    weather: WEATHER,
    startLatitude: 55.75,
    startLongitude: 37.61,
  });
  const autumn = await buildEvent(app.db, {
    name: 'Гран-при Осени',
    eventDate: '2025-09-20',
    organizerId: actors.organizerBId,
    disciplineId: mtb.id,
  });
  return { road, mtb, spring, cup, night, autumn };
};

const paged = async (app: TestApp, body: object, headers: Headers = {}) => {
  const response = await postJson(app, '/v1/Event/paged', body, headers);
  expect(response.statusCode, response.body).toBe(200);
  return pagedEventsResponseSchema.parse(response.json());
};

describe('POST /v1/Event/paged', () => {
  const t2 = useTestApp();

  it('answers every event earliest first with the Event shape when nothing is filtered', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const { spring, cup, night, autumn, mtb } = await buildCalendar(app, actors);
    const body = await paged(app, {});
    expect(body.totalCount).toBe(4);
    expect(ids(body)).toEqual([spring.id, cup.id, night.id, autumn.id]);
    expect(body.items[2]).toEqual({
      id: night.id,
      raceName: 'Ночная гонка',
      disciplineName: 'маунтинбайк',
      disciplineTypeId: mtb.id,
      eventDate: '2025-06-15T00:00:00Z',
      url: '',
      organizer: { id: actors.organizerAId, name: 'Организатор А' },
      isRating: true,
      hasLinkedProtocols: false,
      protocolsCount: 0,
      mapFileId: null,
      mapFileName: null,
      startPoint: { latitude: 55.75, longitude: 37.61 },
      weather: null,
      logoFileId: null,
      inCurrentUserFavorites: false,
      tags: ['ночь'],
      startListCount: 0,
    });
  });

  it('answers an empty page when there are no events', async () => {
    const app = t2();
    expect(await paged(app, { page: 1, size: 10 })).toEqual({ items: [], totalCount: 0 });
  });

  it('filters by a period whose both days are included', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const { cup, night } = await buildCalendar(app, actors);
    const body = await paged(app, { searchStartDate: '2025-05-10', searchEndDate: '2025-06-15T00:00:00Z' });
    expect(ids(body)).toEqual([cup.id, night.id]);
    expect(body.totalCount).toBe(2);
    const from = await paged(app, { searchStartDate: '2025-06-16' });
    expect(from.totalCount).toBe(1);
    const until = await paged(app, { searchEndDate: '2025-04-01' });
    expect(until.totalCount).toBe(1);
  });

  it('filters by organizer and by discipline', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const { cup, night, autumn, mtb } = await buildCalendar(app, actors);
    expect(ids(await paged(app, { organizerId: actors.organizerAId }))).toEqual([cup.id, night.id]);
    expect(ids(await paged(app, { disciplineTypeId: mtb.id }))).toEqual([night.id, autumn.id]);
    expect(ids(await paged(app, { organizerId: actors.organizerBId, disciplineTypeId: mtb.id }))).toEqual([
      autumn.id,
    ]);
  });

  it('searches the race name, the organizer name and the tags, without regard to case', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const { spring, cup, night, autumn } = await buildCalendar(app, actors);
    expect(ids(await paged(app, { searchText: '  виража ' }))).toEqual([cup.id]);
    expect(ids(await paged(app, { searchText: 'организатор б' }))).toEqual([spring.id, autumn.id]);
    expect(ids(await paged(app, { searchText: 'НОЧЬ' }))).toEqual([night.id]);
    expect(await paged(app, { searchText: '%' })).toEqual({ items: [], totalCount: 0 });
    expect((await paged(app, { searchText: '' })).totalCount).toBe(4);
  });

  it('pages with a total of all matches, and an empty page past the end', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const { night, autumn } = await buildCalendar(app, actors);
    const second = await paged(app, { page: 2, size: 2 });
    expect(ids(second)).toEqual([night.id, autumn.id]);
    expect(second.totalCount).toBe(4);
    expect(await paged(app, { page: 3, size: 2 })).toEqual({ items: [], totalCount: 4 });
    const bad = await postJson(app, '/v1/Event/paged', { page: 0, size: 5000 });
    expect(bad.statusCode).toBe(400);
  });

  it('sorts by eventDate, raceName and organizer both ways', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const { spring, cup, night, autumn } = await buildCalendar(app, actors);
    expect(ids(await paged(app, { sort: { fieldName: 'EventDate', direction: -1 } }))).toEqual([
      autumn.id,
      night.id,
      cup.id,
      spring.id,
    ]);
    expect(ids(await paged(app, { sort: { fieldName: 'raceName', direction: 1 } }))).toEqual([
      spring.id,
      autumn.id,
      cup.id,
      night.id,
    ]);
    expect(ids(await paged(app, { sort: { fieldName: 'raceName', direction: -1 } }))).toEqual([
      night.id,
      cup.id,
      autumn.id,
      spring.id,
    ]);
    const byOrganizer = await paged(app, { sort: { fieldName: 'organizer', direction: 1 } });
    expect(byOrganizer.items.map((item) => item.organizer.name)).toEqual([
      'Организатор А',
      'Организатор А',
      'Организатор Б',
      'Организатор Б',
    ]);
  });

  it('includes the cached weather only when asked', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const { night } = await buildCalendar(app, actors);
    const without = await paged(app, { organizerId: actors.organizerAId });
    expect(without.items.find((item) => item.id === night.id)?.weather).toBeNull();
    const withWeather = await paged(app, { organizerId: actors.organizerAId, includeWeather: true });
    expect(withWeather.items.find((item) => item.id === night.id)?.weather).toEqual(WEATHER);
  });

  it('tells whether an event has protocols, and how many', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const { cup } = await buildCalendar(app, actors);
    await buildProtocol(app.db, { eventId: cup.id });
    await buildProtocol(app.db, { eventId: cup.id });
    const body = await paged(app, {});
    expect(body.items.filter((item) => item.hasLinkedProtocols).map((item) => item.id)).toEqual([cup.id]);
    expect(body.items.find((item) => item.id === cup.id)?.protocolsCount).toBe(2);
  });

  it("marks a signed-in user's favourites, and none for a guest or a broken token", async () => {
    const app = t2();
    const actors = await buildActors(app);
    const { cup, autumn } = await buildCalendar(app, actors);
    await markFavoriteEvents(app, actors.userIds.participant, [cup.id, autumn.id]);
    await markFavoriteEvents(app, actors.userIds.organizerA, [cup.id]);
    const marked = (body: { items: { id: number; inCurrentUserFavorites: boolean }[] }) =>
      body.items.filter((item) => item.inCurrentUserFavorites).map((item) => item.id);

    expect(marked(await paged(app, {}, actors.headers.participant))).toEqual([cup.id, autumn.id]);
    expect(marked(await paged(app, {}, actors.headers.organizerA))).toEqual([cup.id]);
    expect(marked(await paged(app, {}, actors.headers.admin))).toEqual([]);
    expect(
      marked(await paged(app, { includeEventFavoritesMarks: false }, actors.headers.participant)),
    ).toEqual([]);
    expect(marked(await paged(app, {}))).toEqual([]);
    expect(marked(await paged(app, {}, BROKEN_TOKEN))).toEqual([]);
  });

  it("answers only the caller's favourites with getOnlyUserFavoritesEvents, and 401 to a guest", async () => {
    const app = t2();
    const actors = await buildActors(app);
    const { cup, autumn } = await buildCalendar(app, actors);
    await markFavoriteEvents(app, actors.userIds.participant, [autumn.id, cup.id]);
    const own = await paged(app, { getOnlyUserFavoritesEvents: true }, actors.headers.participant);
    expect(ids(own)).toEqual([cup.id, autumn.id]);
    expect(own.totalCount).toBe(2);
    expect(await paged(app, { getOnlyUserFavoritesEvents: true }, actors.headers.admin)).toEqual({
      items: [],
      totalCount: 0,
    });

    const guest = await postJson(app, '/v1/Event/paged', { getOnlyUserFavoritesEvents: true });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ Error: 'Авторизуйтесь в системе.' });
    const broken = await postJson(app, '/v1/Event/paged', { getOnlyUserFavoritesEvents: true }, BROKEN_TOKEN);
    expect(broken.statusCode).toBe(401);
    expect(broken.json().Error).toBe(STALE_SESSION_MESSAGE);
  });
});

describe('GET /v1/Event/{id}', () => {
  const t2 = useTestApp();

  it('answers the event with its weather, marked for its follower', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const { night } = await buildCalendar(app, actors);
    await markFavoriteEvents(app, actors.userIds.participant, [night.id]);
    const own = await getUrl(app, `/v1/Event/${night.id}`, actors.headers.participant);
    expect(own.statusCode).toBe(200);
    const event = eventSchema.parse(own.json());
    expect(event).toMatchObject({
      id: night.id,
      raceName: 'Ночная гонка',
      weather: WEATHER,
      inCurrentUserFavorites: true,
    });

    const unmarked = await getUrl(
      app,
      `/v1/Event/${night.id}?includeEventFavoritesMark=false`,
      actors.headers.participant,
    );
    expect(unmarked.json().inCurrentUserFavorites).toBe(false);
    expect((await getUrl(app, `/v1/Event/${night.id}`)).json().inCurrentUserFavorites).toBe(false);
    expect((await getUrl(app, `/v1/Event/${night.id}`, BROKEN_TOKEN)).json().inCurrentUserFavorites).toBe(
      false,
    );
    expect(
      (await getUrl(app, `/v1/Event/${night.id}`, actors.headers.organizerB)).json().inCurrentUserFavorites,
    ).toBe(false);
  });

  it('answers 404 for an event that does not exist and 400 for an id that is not a number', async () => {
    const app = t2();
    const missing = await getUrl(app, '/v1/Event/424242');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ Error: 'Мероприятие не найдено' });
    expect((await getUrl(app, '/v1/Event/abc')).statusCode).toBe(400);
    expect((await getUrl(app, '/v1/Event/1?includeEventFavoritesMark=maybe')).statusCode).toBe(400);
  });
});

describe('GET /v1/Event/disciplines and /v1/Event/organizers-names-list', () => {
  const t2 = useTestApp();

  it('lists the disciplines alphabetically, and none when there are none', async () => {
    const app = t2();
    expect((await getUrl(app, '/v1/Event/disciplines')).json()).toEqual([]);
    const road = await buildDiscipline(app.db, 'шоссе');
    const mtb = await buildDiscipline(app.db, 'маунтинбайк');
    const gravel = await buildDiscipline(app.db, 'гревел');
    const response = await getUrl(app, '/v1/Event/disciplines');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: gravel.id, name: 'гревел' },
      { id: mtb.id, name: 'маунтинбайк' },
      { id: road.id, name: 'шоссе' },
    ]);
  });

  it('names the organizers that have events, alphabetically, each once', async () => {
    const app = t2();
    expect((await getUrl(app, '/v1/Event/organizers-names-list')).json()).toEqual([]);
    const viraj = await buildOrganizer(app.db, { name: 'Вираж' });
    const alpha = await buildOrganizer(app.db, { name: 'Альфа' });
    await buildOrganizer(app.db, { name: 'Без гонок' });
    await buildEvent(app.db, { organizerId: viraj.id });
    await buildEvent(app.db, { organizerId: viraj.id, eventDate: '2025-01-01' });
    await buildEvent(app.db, { organizerId: alpha.id });
    const response = await getUrl(app, '/v1/Event/organizers-names-list');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['Альфа', 'Вираж']);
    await app.db.delete(t.events).where(eq(t.events.organizerId, alpha.id));
    expect((await getUrl(app, '/v1/Event/organizers-names-list')).json()).toEqual(['Вираж']);
  });
});
