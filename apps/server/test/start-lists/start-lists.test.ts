import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.js';
import { buildEvent, buildParticipant } from '../helpers/factories.js';
import { useTestApp } from '../helpers/test-app.js';
import { xlsxWithSheet, rowsXml } from '../helpers/spreadsheet-files.js';
import {
  create as createProtocol,
  setUp as setUpProtocolUpload,
  upload as uploadProtocol,
} from '../protocols/upload-helpers.js';
import {
  createStartList,
  dayFromToday,
  follow,
  publishStartList,
  readStartList,
  setUpStartLists,
  uploadStartList,
} from './start-list-helpers.js';

const names = (entries: { lastName: string }[]) => entries.map((entry) => entry.lastName);

describe('start lists', () => {
  const t = useTestApp();

  it('previews a start list file without places: its riders, the new ones, the columns', async () => {
    const world = await setUpStartLists(t());
    const response = await uploadStartList(world);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ isSuccess: true, errors: [], rowsCount: 5 });
    expect(body.cachedProtocolDataId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.newParticipantsFromProtocol).toEqual([
      { firstName: 'Денис', lastName: 'Новиков', yearOfBirth: 1990, rowNumber: 4, similarParticipants: [] },
    ]);
    expect(
      body.firstRows.map((row: { lastName: string; place: number | null }) => [row.lastName, row.place]),
    ).toEqual([
      ['Петров', null],
      ['Новиков', null],
      ['Сидоров', null],
      ['Иванова', null],
      ['Кузнецов', null],
    ]);
    expect(body.columns.map((column: { field: string }) => column.field)).toEqual([
      'lastName',
      'firstName',
      'yearOfBirth',
      'gender',
      'club',
      'city',
    ]);
  });

  it('publishes the list: riders with their season places, and each gender’s expected Q, F and points', async () => {
    const world = await setUpStartLists(t());
    // A rider the portal knows under another year: the organizer says row 4 is him.
    const novikov = await buildParticipant(world.app.db, {
      lastName: 'Новиков',
      firstName: 'Денис',
      yearOfBirth: 1991,
      gender: 'male',
    });
    const preview = (await uploadStartList(world)).json();
    const created = await createStartList(world, preview.cachedProtocolDataId, {
      linkedParticipants: [{ rowNumber: 4, participantId: novikov.id }],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ eventId: world.eventId, entriesCount: 5, linkedCount: 5 });

    const response = await readStartList(world);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toMatchObject({ eventId: world.eventId, eventName: 'Кубок Подмосковья', isRating: true });
    // Season points: R × F 0.2 (3 men, all score) × Q 1; Петров also won by a gap (+10 × 0.2).
    // Ranked first by season place (one place of each gender side by side, by name), then the others.
    expect(list.entries).toEqual([
      expect.objectContaining({
        participantId: world.riders.ivanova,
        lastName: 'Иванова',
        gender: 'female',
        club: 'Стрела',
        city: 'Казань',
        seasonPlace: 1,
        seasonPoints: 40,
        inCurrentUserFavorites: false,
      }),
      expect.objectContaining({
        participantId: world.riders.petrov,
        lastName: 'Петров',
        seasonPlace: 1,
        seasonPoints: 42,
      }),
      expect.objectContaining({ participantId: world.riders.sidorov, seasonPlace: 2, seasonPoints: 36 }),
      // No gender in the file: the rider's is taken.
      expect.objectContaining({
        participantId: world.riders.kuznetsov,
        gender: 'male',
        seasonPlace: 3,
        seasonPoints: 33,
      }),
      expect.objectContaining({
        participantId: novikov.id,
        lastName: 'Новиков',
        seasonPlace: null,
        seasonPoints: null,
      }),
    ]);
    // Men: 4 registered, 3 of them in the top 100: Q = 1 + 3/200 = 1.015; all 4 score, p = 100 %: F = 0.2.
    // Place points = R × 0.2 × 1.015: 200 → 40.6, 180 → 36.54, 165 → 33.495 → 33.5 (half up), 152 → 30.856 → 30.86.
    // Women: 1 registered, in the top 100: Q = 1.005, F = 0.2: 200 × 0.201 = 40.2.
    expect(list.forecasts).toEqual([
      {
        gender: 'male',
        registered: 4,
        inTopHundred: 3,
        expectedQ: 1.015,
        expectedF: 0.2,
        placePoints: [
          { place: 1, points: 40.6 },
          { place: 2, points: 36.54 },
          { place: 3, points: 33.5 },
          { place: 4, points: 30.86 },
        ],
      },
      {
        gender: 'female',
        registered: 1,
        inTopHundred: 1,
        expectedQ: 1.005,
        expectedF: 0.2,
        placePoints: [{ place: 1, points: 40.2 }],
      },
    ]);
  });

  it('leaves a rider the portal does not know unlinked, creates no rider, and marks the followed ones', async () => {
    const world = await setUpStartLists(t());
    const riders = async () => (await world.app.db.select().from(schema.participants)).length;
    const before = await riders();
    expect(await publishStartList(world)).toEqual({
      eventId: world.eventId,
      entriesCount: 5,
      linkedCount: 4,
    });
    expect(await riders()).toBe(before);
    await follow(world.app.db, world.actors.userIds.participant, world.riders.petrov);
    const guest = (await readStartList(world)).json();
    const novikov = guest.entries.find((entry: { lastName: string }) => entry.lastName === 'Новиков');
    expect(novikov).toMatchObject({ participantId: null, yearOfBirth: 1990, seasonPlace: null });
    const signedIn = (await readStartList(world, 'participant')).json();
    const marked = signedIn.entries.filter(
      (entry: { inCurrentUserFavorites: boolean }) => entry.inCurrentUserFavorites,
    );
    expect(names(marked)).toEqual(['Петров']);
    expect(
      guest.entries.some((entry: { inCurrentUserFavorites: boolean }) => entry.inCurrentUserFavorites),
    ).toBe(false);
  });

  it('replaces the list when it is created again, and removes it on delete', async () => {
    const world = await setUpStartLists(t());
    await publishStartList(world);
    const second = await publishStartList(
      world,
      ['Фамилия;Имя;Год рождения;Пол', 'Сидоров;Пётр;1982;М', 'Смирнова;Ольга;1992;Ж'].join('\n'),
    );
    expect(second).toEqual({ eventId: world.eventId, entriesCount: 2, linkedCount: 1 });
    const list = (await readStartList(world)).json();
    expect(names(list.entries)).toEqual(['Сидоров', 'Смирнова']);
    expect(list.forecasts.map((forecast: { registered: number }) => forecast.registered)).toEqual([1, 1]);

    const other = { ...world.actors.headers.organizerB };
    const refused = await world.app.app.inject({
      method: 'DELETE',
      url: `/v1/StartList/${world.eventId}`,
      headers: other,
    });
    expect(refused.statusCode).toBe(403);
    const removed = await world.app.app.inject({
      method: 'DELETE',
      url: `/v1/StartList/${world.eventId}`,
      headers: world.actors.headers.organizerA,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toBe('true');
    const gone = await readStartList(world);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().Error).toBe('У мероприятия нет стартового листа');
  });

  it('shows the start list’s size on the event answers and the rider’s upcoming start', async () => {
    const world = await setUpStartLists(t());
    await publishStartList(world);
    const single = await world.app.app.inject({ method: 'GET', url: `/v1/Event/${world.eventId}` });
    expect(single.json().startListCount).toBe(5);
    const paged = await world.app.app.inject({
      method: 'POST',
      url: '/v1/Event/paged',
      payload: { page: 1, size: 50 },
    });
    const counts = new Map(
      paged
        .json()
        .items.map((event: { id: number; startListCount: number }) => [event.id, event.startListCount]),
    );
    expect(counts.get(world.eventId)).toBe(5);
    expect([...counts.values()].filter((count) => count === 0).length).toBe(counts.size - 1);

    const starts = await world.app.app.inject({
      method: 'GET',
      url: `/v1/StartList/by-participant/${world.riders.petrov}`,
    });
    expect(starts.statusCode).toBe(200);
    expect(starts.json()).toEqual({
      items: [{ eventId: world.eventId, eventName: 'Кубок Подмосковья', eventDate: dayFromToday(7) }],
    });
    const none = await world.app.app.inject({
      method: 'GET',
      url: `/v1/StartList/by-participant/${world.actors.participantId}`,
    });
    expect(none.json()).toEqual({ items: [] });
  });

  it('lets only the event’s organizer or an administrator upload, and only before the event', async () => {
    const world = await setUpStartLists(t());
    const guest = await uploadStartList(world, { caller: 'anonymous' });
    expect(guest.statusCode).toBe(401);
    const rider = await uploadStartList(world, { caller: 'participant' });
    expect(rider.statusCode).toBe(403);
    const other = await uploadStartList(world, { caller: 'organizerB' });
    expect(other.statusCode).toBe(403);
    expect(other.json().Error).toBe('Нет доступа: это данные другого организатора');
    expect((await uploadStartList(world, { caller: 'admin' })).statusCode).toBe(200);

    const past = await buildEvent(world.app.db, {
      organizerId: world.actors.organizerAId,
      eventDate: dayFromToday(-1),
    });
    const refused = await uploadStartList(world, { eventId: String(past.id) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Error).toBe('Стартовый лист можно загрузить только для предстоящего мероприятия');
    const today = await buildEvent(world.app.db, {
      organizerId: world.actors.organizerAId,
      eventDate: dayFromToday(0),
    });
    expect((await uploadStartList(world, { eventId: String(today.id) })).statusCode).toBe(200);

    const missing = await uploadStartList(world, { eventId: '999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Error).toBe('Мероприятие не найдено');

    // Organizer B may not create a list for A's event from B's own upload either.
    const cached = (await uploadStartList(world)).json().cachedProtocolDataId;
    expect((await createStartList(world, cached, {}, 'organizerB')).statusCode).toBe(403);
  });

  it('keeps a start list’s upload and a protocol’s apart', async () => {
    const world = await setUpStartLists(t());
    const startListUpload = (await uploadStartList(world)).json().cachedProtocolDataId;
    const protocolWorld = await setUpProtocolUpload(t());
    const asProtocol = await createProtocol(protocolWorld, startListUpload, {}, 'admin');
    expect(asProtocol.json()).toMatchObject({
      isSuccess: false,
      errors: { ProtocolUpload: ['Загруженный файл не найден или устарел: загрузите его ещё раз'] },
    });
    const protocolUpload = (await uploadProtocol(protocolWorld, undefined, 'admin')).json()
      .cachedProtocolDataId;
    const asStartList = await createStartList(world, protocolUpload, {}, 'admin');
    expect(asStartList.statusCode).toBe(404);
    expect(asStartList.json().Error).toBe('Загруженный файл не найден или устарел: загрузите его ещё раз');
  });

  it('reads an .xlsx start list, and answers a broken file or a control character in Russian', async () => {
    const world = await setUpStartLists(t());
    const xlsx = await xlsxWithSheet(() =>
      rowsXml([
        ['№', 'Фамилия', 'Имя', 'Г.р.', 'Пол'],
        [1, 'Петров', 'Иван', 1980, 'М'],
        [2, 'Иванова', 'Анна', 1985, 'Ж'],
      ]),
    );
    const read = await uploadStartList(world, { content: xlsx, fileName: 'start.xlsx' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ isSuccess: true, errors: [], rowsCount: 2 });

    const broken = await uploadStartList(world, {
      content: xlsx.subarray(0, xlsx.length / 2),
      fileName: 'start.xlsx',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().Error).toMatch(/^Файл не удалось прочитать/);

    const control = await uploadStartList(world, { eventId: `${world.eventId}\u0000` });
    expect(control.statusCode).toBe(400);
    expect(control.json().Error).toMatch(/[А-Яа-я]/);

    const badId = await createStartList(world, 'not-a-uuid\u0000');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().Error).toMatch(/[А-Яа-я]/);

    const withErrors = await uploadStartList(world, { content: 'Фамилия;Имя;Год рождения\nПетров;Иван;\n' });
    expect(withErrors.statusCode).toBe(200);
    expect(withErrors.json().isSuccess).toBe(false);
    const refused = await createStartList(world, withErrors.json().cachedProtocolDataId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Error).toMatch(/^В файле есть ошибки/);
  });

  it('lists every start list call in the OpenAPI document, with who may call it', async () => {
    const document = (await t().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = document.paths;
    expect(paths['/v1/StartList/process-file'].post.description).toMatch(/^Организатор мероприятия/);
    expect(paths['/v1/StartList/create'].post.description).toMatch(/^Организатор мероприятия/);
    expect(paths['/v1/StartList/{eventId}'].delete.description).toMatch(/^Организатор мероприятия/);
    expect(paths['/v1/StartList/{eventId}'].get.description).toMatch(/^Публично/);
    expect(paths['/v1/StartList/by-participant/{participantId}'].get.description).toMatch(/^Публично/);
  });
});
