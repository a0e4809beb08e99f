import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildActors } from '../helpers/actors.js';
import { buildDiscipline, buildEvent, buildProtocol } from '../helpers/factories.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { gpx, injectForm, png, SVG_BYTES, TEXT_BYTES } from '../organizers/form-helpers.js';

const SOME_WEATHER = {
  location: { name: 'Москва', region: 'Москва' },
  forecast: [
    {
      date: '2025-06-01T00:00:00Z',
      day: {
        condition: { icon: 'https://x/1.png', text: 'Ясно' },
        dayTemp: 20,
        nightTemp: 12,
        maxtemp_c: 22,
        mintemp_c: 10,
      },
      hours: [{ time: '2025-06-01T10:00:00.000Z', temp_c: 19, is_day: true }],
    },
  ],
};

const eventRows = (app: TestApp) => app.db.select().from(t.events);

describe('creating events', () => {
  const t2 = useTestApp();

  it('takes the spec form fields and answers the Event shape', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const discipline = await buildDiscipline(app.db, 'шоссе');
    const response = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
      eventName: 'Кубок Виража',
      eventDate: '2025-06-01T00:00:00Z',
      isRating: 'true',
      organizerId: String(organizerAId),
      eventInfoUrl: 'https://viraj.example/kubok',
      disciplineTypeId: String(discipline.id),
      tags: ['шоссе, критериум', 'Шоссе', 'гравий'],
      'startPoint.latitude': '55,7522',
      'startPoint.longitude': '37.6156',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      raceName: 'Кубок Виража',
      disciplineName: 'шоссе',
      disciplineTypeId: discipline.id,
      eventDate: '2025-06-01T00:00:00Z',
      url: 'https://viraj.example/kubok',
      organizer: { id: organizerAId, name: 'Организатор А' },
      isRating: true,
      hasLinkedProtocols: false,
      protocolsCount: 0,
      mapFileId: null,
      mapFileName: null,
      startPoint: { latitude: 55.7522, longitude: 37.6156 },
      weather: null,
      logoFileId: null,
      inCurrentUserFavorites: false,
      tags: ['шоссе', 'критериум', 'гравий'],
      startListCount: 0,
    });
  });

  it("puts an organizer's event under its own organizer when organizerId is left out; an administrator must name one", async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const own = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
      eventName: 'Своя гонка',
      eventDate: '2025-07-01',
    });
    expect(own.json()).toMatchObject({ organizer: { id: organizerAId }, isRating: false, tags: [], url: '' });
    const admin = await injectForm(app, 'POST', '/v1/Event', headers.admin, {
      eventName: 'Ничья гонка',
      eventDate: '2025-07-01',
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().Error).toContain('организатор');
  });

  it('reads the start point from a GPX map unless one is sent, and keeps the map', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const fromMap = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
      eventName: 'По треку',
      eventDate: '2025-07-01',
      mapFile: gpx(56.1, 38.2, 'krug.gpx'),
    });
    expect(fromMap.statusCode).toBe(200);
    expect(fromMap.json()).toMatchObject({
      mapFileId: expect.any(String),
      mapFileName: 'krug.gpx',
      startPoint: { latitude: 56.1, longitude: 38.2 },
    });
    const [map] = await app.db.select().from(t.files).where(eq(t.files.id, fromMap.json().mapFileId));
    expect(map).toMatchObject({ kind: 'map', contentType: 'application/gpx+xml' });

    const explicit = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
      eventName: 'Со своей точкой',
      eventDate: '2025-07-01',
      mapFile: gpx(56.1, 38.2),
      'startPoint.latitude': '50',
      'startPoint.longitude': '30',
    });
    expect(explicit.json().startPoint).toEqual({ latitude: 50, longitude: 30 });
  });

  it('attaches a map uploaded before through gpx-start-point by its mapGuid', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const uploaded = (
      await injectForm(app, 'POST', '/v1/Geo/gpx-start-point', headers.organizerA, {
        mapFile: gpx(59.9, 30.3),
      })
    ).json();
    const response = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
      eventName: 'Белые ночи',
      eventDate: '2025-06-20',
      mapFileId: uploaded.mapGuid,
    });
    expect(response.json()).toMatchObject({
      mapFileId: uploaded.mapGuid,
      startPoint: { latitude: 59.9, longitude: 30.3 },
    });
    const other = await injectForm(app, 'POST', '/v1/Event', headers.organizerB, {
      eventName: 'Чужая карта',
      eventDate: '2025-06-20',
      mapFileId: uploaded.mapGuid,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().Error).toContain('другого');
  });

  it('refuses a map that is not GPX and an SVG or text logo, creating nothing', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const base = { eventName: 'Гонка', eventDate: '2025-07-01' };
    const notGpx = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
      ...base,
      mapFile: { bytes: TEXT_BYTES, name: 'track.gpx' },
    });
    expect(notGpx.statusCode).toBe(400);
    expect(notGpx.json().Error).toBe('Файл не является треком GPX');
    const svg = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
      ...base,
      logo: { bytes: SVG_BYTES, name: 'logo.png', type: 'image/png' },
    });
    expect(svg.statusCode).toBe(415);
    expect(await eventRows(app)).toHaveLength(0);
    expect(await app.db.select().from(t.files)).toHaveLength(0);
    const withLogo = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
      ...base,
      logo: png('logo.bin'),
    });
    expect(withLogo.json().logoFileId).toEqual(expect.any(String));
  });

  it('answers 400 naming each wrong field', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const empty = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, { isRating: 'да' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Errors).toEqual([
      'eventName: Не заполнено поле «название мероприятия»',
      'eventDate: Не заполнено поле «дата мероприятия»',
      'isRating: Поле «рейтинговое мероприятие»: ожидается true или false',
    ]);
    const wrong = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
      eventName: 'Гонка',
      eventDate: '2025-02-30',
      eventInfoUrl: 'javascript:alert(1)',
      'startPoint.latitude': '55.7',
      tags: 'т'.repeat(51),
    });
    expect(wrong.json().Errors).toEqual([
      'eventDate: Поле «дата мероприятия»: такой даты нет в календаре',
      'eventInfoUrl: Поле «ссылка на мероприятие»: ожидается адрес вида https://…',
      'tags.0: Поле «теги»: тег не длиннее 50 символов',
      'startPoint.longitude: Поле «долгота точки старта»: укажите вместе с широтой',
    ]);
    const discipline = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
      eventName: 'Гонка',
      eventDate: '2025-06-01',
      disciplineTypeId: '999',
    });
    expect(discipline.statusCode).toBe(400);
    expect(discipline.json().Error).toContain('disciplineTypeId');
  });

  it("refuses an organizer's event for another organizer and an unconfirmed organizer's; an administrator may", async () => {
    const app = t2();
    const { headers, organizerBId } = await buildActors(app);
    const fields = { eventName: 'Гонка', eventDate: '2025-06-01', organizerId: String(organizerBId) };
    const foreign = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, fields);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().Error).toBe('Нет доступа: это данные другого организатора');
    const unconfirmed = await injectForm(app, 'POST', '/v1/Event', headers.unconfirmedOrganizer, fields);
    expect(unconfirmed.statusCode).toBe(403);
    const admin = await injectForm(app, 'POST', '/v1/Event', headers.admin, fields);
    expect(admin.statusCode).toBe(200);
    const missing = await injectForm(app, 'POST', '/v1/Event', headers.admin, {
      ...fields,
      organizerId: '999999',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('changing and deleting events', () => {
  const t2 = useTestApp();

  it('changes only the fields sent; an empty tags field clears the tags', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const event = await buildEvent(app.db, {
      organizerId: organizerAId,
      name: 'Старое',
      eventDate: '2025-06-01',
      url: 'https://old.example/',
      tags: ['шоссе'],
      isRating: true,
    });
    const response = await injectForm(app, 'PUT', '/v1/Event', headers.organizerA, {
      id: event.id,
      eventName: 'Новое',
      tags: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: event.id,
      raceName: 'Новое',
      eventDate: '2025-06-01T00:00:00Z',
      url: 'https://old.example/',
      isRating: true,
      tags: [],
    });
    const unrated = await injectForm(app, 'PUT', '/v1/Event', headers.organizerA, {
      id: event.id,
      isRating: 'false',
      eventInfoUrl: '',
    });
    expect(unrated.json()).toMatchObject({ isRating: false, url: '', raceName: 'Новое' });
  });

  it('deletes the logo, the map and the start point when asked, removing the files', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const created = (
      await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
        eventName: 'С файлами',
        eventDate: '2025-06-01',
        logo: png(),
        mapFile: gpx(),
      })
    ).json();
    expect(await app.db.select().from(t.files)).toHaveLength(2);
    const response = await injectForm(app, 'PUT', '/v1/Event', headers.organizerA, {
      id: created.id,
      needToDeleteLogo: 'true',
      needToDeleteMap: 'true',
      needToDeleteStartPoint: 'true',
    });
    expect(response.json()).toMatchObject({
      logoFileId: null,
      mapFileId: null,
      mapFileName: null,
      startPoint: null,
    });
    expect(await app.db.select().from(t.files)).toHaveLength(0);
  });

  it('replaces the logo with a new one and forgets the weather when the date or start point changes', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const event = await buildEvent(app.db, {
      organizerId: organizerAId,
      eventDate: '2025-06-01',
      startLatitude: 55,
      startLongitude: 37,
      weather: SOME_WEATHER,
      weatherUpdatedOn: new Date(),
    });
    const kept = await injectForm(app, 'PUT', '/v1/Event', headers.organizerA, {
      id: event.id,
      eventName: 'Имя',
    });
    expect(kept.json().weather).toEqual(SOME_WEATHER);
    const moved = await injectForm(app, 'PUT', '/v1/Event', headers.organizerA, {
      id: event.id,
      eventDate: '2025-06-02',
      logo: png(),
    });
    expect(moved.json()).toMatchObject({
      eventDate: '2025-06-02T00:00:00Z',
      weather: null,
      logoFileId: expect.any(String),
    });
    const [row] = await app.db.select().from(t.events).where(eq(t.events.id, event.id));
    expect(row!.weatherUpdatedOn).toBeNull();
  });

  it("refuses to let organizer A touch organizer B's event or move its own to B; an administrator may", async () => {
    const app = t2();
    const { headers, organizerAId, organizerBId } = await buildActors(app);
    const eventOfB = await buildEvent(app.db, { organizerId: organizerBId });
    const eventOfA = await buildEvent(app.db, { organizerId: organizerAId });
    const update = await injectForm(app, 'PUT', '/v1/Event', headers.organizerA, {
      id: eventOfB.id,
      eventName: 'Моё',
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().Error).toContain('другого');
    const move = await injectForm(app, 'PUT', '/v1/Event', headers.organizerA, {
      id: eventOfA.id,
      organizerId: String(organizerBId),
    });
    expect(move.statusCode).toBe(403);
    const remove = await app.app.inject({
      method: 'DELETE',
      url: `/v1/Event/${eventOfB.id}`,
      headers: headers.organizerA,
    });
    expect(remove.statusCode).toBe(403);
    const unconfirmed = await injectForm(app, 'PUT', '/v1/Event', headers.unconfirmedOrganizer, {
      id: eventOfA.id,
      eventName: 'x',
    });
    expect(unconfirmed.statusCode).toBe(403);
    const admin = await injectForm(app, 'PUT', '/v1/Event', headers.admin, {
      id: eventOfB.id,
      organizerId: String(organizerAId),
    });
    expect(admin.json().organizer.id).toBe(organizerAId);
    const missing = await injectForm(app, 'PUT', '/v1/Event', headers.admin, { id: 999999, eventName: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to delete an event while protocols refer to it, naming them, and deletes it otherwise', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const linked = await buildEvent(app.db, { organizerId: organizerAId, name: 'С протоколом' });
    await buildProtocol(app.db, { eventId: linked.id, name: 'Абсолют' });
    const refused = await app.app.inject({
      method: 'DELETE',
      url: `/v1/Event/${linked.id}`,
      headers: headers.organizerA,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      Error:
        'Нельзя удалить мероприятие «С протоколом»: на него ссылаются протоколы (1). Сначала удалите протоколы.',
      Errors: ['Протокол «Абсолют»'],
    });
    const created = (
      await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
        eventName: 'Лишнее',
        eventDate: '2025-06-01',
        logo: png(),
      })
    ).json();
    const deleted = await app.app.inject({
      method: 'DELETE',
      url: `/v1/Event/${created.id}`,
      headers: headers.organizerA,
    });
    expect(deleted.body).toBe('true');
    expect(await app.db.select().from(t.events).where(eq(t.events.id, created.id))).toHaveLength(0);
    expect(await app.db.select().from(t.files)).toHaveLength(0);
    const again = await app.app.inject({
      method: 'DELETE',
      url: `/v1/Event/${created.id}`,
      headers: headers.organizerA,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('the cabinet event list (paged-lk)', () => {
  const t2 = useTestApp();

  const seed = async (app: TestApp) => {
    const actors = await buildActors(app);
    const road = await buildDiscipline(app.db, 'шоссе');
    const mtb = await buildDiscipline(app.db, 'маунтинбайк');
    const a = actors.organizerAId;
    await buildEvent(app.db, {
      organizerId: a,
      name: 'Весенняя разминка',
      eventDate: '2025-04-01',
      disciplineId: road.id,
    });
    await buildEvent(app.db, {
      organizerId: a,
      name: 'Летний критериум',
      eventDate: '2025-07-01',
      disciplineId: road.id,
      tags: ['ночная'],
    });
    await buildEvent(app.db, {
      organizerId: a,
      name: 'Осенний кросс',
      eventDate: '2025-10-01',
      disciplineId: mtb.id,
      weather: SOME_WEATHER,
    });
    await buildEvent(app.db, {
      organizerId: actors.organizerBId,
      name: 'Чужая гонка',
      eventDate: '2025-07-02',
    });
    return { ...actors, road, mtb };
  };

  const list = (app: TestApp, headers: Record<string, string>, payload: object) =>
    app.app.inject({ method: 'POST', url: '/v1/Event/paged-lk', headers, payload });

  it("shows an organizer only its own organizer's events, newest first", async () => {
    const app = t2();
    const { headers } = await seed(app);
    const response = await list(app, headers.organizerA, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().totalCount).toBe(3);
    expect(response.json().items.map((e: { raceName: string }) => e.raceName)).toEqual([
      'Осенний кросс',
      'Летний критериум',
      'Весенняя разминка',
    ]);
  });

  it("answers 403 when an organizer asks for another organizer's events", async () => {
    const app = t2();
    const { headers, organizerBId } = await seed(app);
    const response = await list(app, headers.organizerA, { organizerId: organizerBId });
    expect(response.statusCode).toBe(403);
    expect(response.json().Error).toContain('другого');
  });

  it("shows an administrator every organizer's events, or one organizer's", async () => {
    const app = t2();
    const { headers, organizerBId } = await seed(app);
    expect((await list(app, headers.admin, {})).json().totalCount).toBe(4);
    const ofB = (await list(app, headers.admin, { organizerId: organizerBId })).json();
    expect(ofB.items.map((e: { raceName: string }) => e.raceName)).toEqual(['Чужая гонка']);
  });

  it('filters by period, discipline and text (name, tag or organizer), pages and sorts', async () => {
    const app = t2();
    const { headers, road } = await seed(app);
    const names = async (payload: object) =>
      (await list(app, headers.organizerA, payload))
        .json()
        .items.map((e: { raceName: string }) => e.raceName);
    expect(await names({ searchStartDate: '2025-05-01', searchEndDate: '2025-10-01T00:00:00Z' })).toEqual([
      'Осенний кросс',
      'Летний критериум',
    ]);
    expect(await names({ disciplineTypeId: road.id, sort: { fieldName: 'raceName', direction: 1 } })).toEqual(
      ['Весенняя разминка', 'Летний критериум'],
    );
    expect(await names({ searchText: 'НОЧН' })).toEqual(['Летний критериум']);
    expect(await names({ searchText: 'кросс' })).toEqual(['Осенний кросс']);
    expect(await names({ searchText: 'организатор а' })).toHaveLength(3);
    const page = (
      await list(app, headers.organizerA, {
        page: 2,
        size: 2,
        sort: { fieldName: 'EventDate', direction: 1 },
      })
    ).json();
    expect(page).toMatchObject({ totalCount: 3, items: [{ raceName: 'Осенний кросс' }] });
  });

  it('includes the cached weather only when asked, and rejects a malformed filter', async () => {
    const app = t2();
    const { headers } = await seed(app);
    const without = (await list(app, headers.organizerA, { searchText: 'кросс' })).json();
    expect(without.items[0].weather).toBeNull();
    const withWeather = (
      await list(app, headers.organizerA, { searchText: 'кросс', includeWeather: true })
    ).json();
    expect(withWeather.items[0].weather).toEqual(SOME_WEATHER);
    const bad = await list(app, headers.organizerA, { searchStartDate: '01.06.2025' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Error).toContain('searchStartDate');
  });
});

describe('adding a discipline (beyond the catalogue)', () => {
  const t2 = useTestApp();
  const add = (app: TestApp, headers: Record<string, string>, body: unknown) =>
    app.app.inject({ method: 'POST', url: '/v1/Event/disciplines', headers, payload: body as object });

  it('lets an administrator add a race type, which the public list then offers', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const response = await add(app, headers.admin, { name: '  Велотуризм ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(Number), name: 'Велотуризм' });
    const list = await app.app.inject({ method: 'GET', url: '/v1/Event/disciplines' });
    expect(list.json()).toContainEqual({ id: response.json().id, name: 'Велотуризм' });
  });

  it('refuses a name that exists in another letter case, an empty name and anyone but an administrator', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    await buildDiscipline(app.db, 'шоссе');
    const duplicate = await add(app, headers.admin, { name: 'Шоссе' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().Error).toBe('Дисциплина «шоссе» уже есть');
    const empty = await add(app, headers.admin, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Error).toContain('название дисциплины');
    expect((await add(app, headers.organizerA, { name: 'Трек' })).statusCode).toBe(403);
    expect((await add(app, {}, { name: 'Трек' })).statusCode).toBe(401);
    const names = (await app.db.select().from(t.disciplines)).map((row) => row.name);
    expect(names.filter((name) => name.toLowerCase() === 'шоссе')).toEqual(['шоссе']);
    expect(names).not.toContain('Трек');
  });
});
