import type { Database } from '../../src/db/database.js';
import * as t from '../../src/db/schema/index.js';
import { buildActors, type Actors } from '../helpers/actors.js';
import { buildEvent } from '../helpers/factories.js';
import { multipart } from '../helpers/multipart.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import type { TestApp } from '../helpers/test-app.js';

/* Start lists through HTTP: an upcoming event of organizer A, and a season in which some riders rank. */

type Caller = keyof Actors['headers'];

/** A day `days` from today (UTC), as YYYY-MM-DD. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A start list file: no places, no times; one row has no gender (its rider's is taken). */
export const START_LIST_CSV = [
  'Стартовый лист',
  'Фамилия;Имя;Год рождения;Пол;Команда;Город',
  'ПЕТРОВ;ИВАН;1980;М;Вперёд;Москва',
  'Новиков;Денис;1990;М;;Тула',
  'Сидоров;Пётр;1982;М;;',
  'Иванова;Анна;1985;Ж;Стрела;Казань',
  'Кузнецов;Олег;1979;;;',
].join('\r\n');

export type StartListWorld = {
  app: TestApp;
  actors: Actors;
  eventId: number;
  season: number;
  riders: { petrov: number; sidorov: number; kuznetsov: number; ivanova: number };
};

/**
 * Organizer A's event in a week; earlier in its season a rating race ranked Петров 1st, Сидоров 2nd
 * and Кузнецов 3rd among men, Иванова 1st among women.
 */
export const setUpStartLists = async (app: TestApp): Promise<StartListWorld> => {
  const actors = await buildActors(app);
  const eventDate = dayFromToday(7);
  const season = Number(eventDate.slice(0, 4));
  await buildScoredProtocols(app.db, [
    {
      eventDate: `${season}-01-01`,
      rows: [
        { rider: 'Петров Иван 1980 М', place: 1 },
        { rider: 'Сидоров Пётр 1982 М', place: 2 },
        { rider: 'Кузнецов Олег 1979 М', place: 3 },
        { rider: 'Иванова Анна 1985 Ж', place: 4 },
      ],
    },
  ]);
  const event = await buildEvent(app.db, {
    organizerId: actors.organizerAId,
    eventDate,
    name: 'Кубок Подмосковья',
    isRating: true,
  });
  return {
    app,
    actors,
    eventId: event.id,
    season,
    riders: {
      petrov: await participantIdOf(app.db, 'Петров'),
      sidorov: await participantIdOf(app.db, 'Сидоров'),
      kuznetsov: await participantIdOf(app.db, 'Кузнецов'),
      ivanova: await participantIdOf(app.db, 'Иванова'),
    },
  };
};

export const uploadStartList = (
  world: StartListWorld,
  options: { content?: string | Buffer; fileName?: string; eventId?: string; caller?: Caller } = {},
) => {
  const form = multipart([
    { name: 'eventId', value: options.eventId ?? String(world.eventId) },
    {
      name: 'file',
      fileName: options.fileName ?? 'start.csv',
      content: options.content ?? START_LIST_CSV,
      contentType: 'text/csv',
    },
  ]);
  return world.app.app.inject({
    method: 'POST',
    url: '/v1/StartList/process-file',
    headers: { ...world.actors.headers[options.caller ?? 'organizerA'], ...form.headers },
    payload: form.payload,
  });
};

export const createStartList = (
  world: StartListWorld,
  cachedProtocolDataId: string,
  overrides: Record<string, unknown> = {},
  caller: Caller = 'organizerA',
) =>
  world.app.app.inject({
    method: 'POST',
    url: '/v1/StartList/create',
    headers: world.actors.headers[caller],
    payload: { eventId: world.eventId, cachedProtocolDataId, ...overrides },
  });

/** Upload and create in one go; answers the create's body. */
export const publishStartList = async (world: StartListWorld, content = START_LIST_CSV) => {
  const preview = await uploadStartList(world, { content });
  if (preview.statusCode !== 200) throw new Error(preview.body);
  const created = await createStartList(world, preview.json().cachedProtocolDataId);
  if (created.statusCode !== 200) throw new Error(created.body);
  return created.json();
};

export const readStartList = (world: StartListWorld, caller: Caller = 'anonymous', eventId = world.eventId) =>
  world.app.app.inject({
    method: 'GET',
    url: `/v1/StartList/${eventId}`,
    headers: world.actors.headers[caller],
  });

export const follow = async (db: Database, userId: number, participantId: number) => {
  await db.insert(t.favoriteParticipants).values({ userId, participantId });
};
