import { eq } from 'drizzle-orm';
import * as t from '../../src/db/schema/index.js';
import { ensureDefaultConfig } from '../../src/domain/configs/ensure-default-config.js';
import { buildActors, type Actors } from '../helpers/actors.js';
import { buildCluster, buildEvent } from '../helpers/factories.js';
import { multipart } from '../helpers/multipart.js';
import type { TestApp } from '../helpers/test-app.js';

/* The upload wizard's calls through HTTP: a world with two organizers, an event, a config and categories. */

export const CSV = [
  'Протокол результатов;;;;;;',
  'Место;Фамилия;Имя;Год рождения;Пол;Команда;Время',
  '1;ПЕТРОВ;ИВАН;1980;М;Вперёд;2:10:00',
  '2;Сидоров;Пётр;1982;М;;2:10:30',
  '3;Кузнецова;Анна;1985;Ж;;2:20:00',
  ';Смирнов;Олег;1979;М;;DNF',
].join('\r\n');

export type World = {
  app: TestApp;
  actors: Actors;
  eventId: number;
  configId: number;
  categoryId: number;
  mixedCategoryId: number;
};

export const setUp = async (app: TestApp): Promise<World> => {
  const actors = await buildActors(app);
  await ensureDefaultConfig(app.db);
  const [config] = await app.db.select().from(t.protocolConfigs).where(eq(t.protocolConfigs.isDefault, true));
  const event = await buildEvent(app.db, {
    organizerId: actors.organizerAId,
    eventDate: '2024-06-01',
    isRating: true,
  });
  const { categories } = await buildCluster(app.db, actors.organizerAId, [
    { name: 'М40-49', gender: 'male', minAge: 40, maxAge: 49 },
    { name: 'Абсолют', gender: 'all', minAge: 0, maxAge: 99 },
  ]);
  return {
    app,
    actors,
    eventId: event.id,
    configId: config!.id,
    categoryId: categories[0]!.id,
    mixedCategoryId: categories[1]!.id,
  };
};

export const upload = async (
  world: World,
  content: string | Buffer = CSV,
  actor: keyof Actors['headers'] = 'organizerA',
) => {
  const form = multipart([{ name: 'file', fileName: 'protocol.csv', content, contentType: 'text/csv' }]);
  return world.app.app.inject({
    method: 'POST',
    url: '/v1/Protocol/process-file',
    headers: { ...world.actors.headers[actor], ...form.headers },
    payload: form.payload,
  });
};

export const create = (
  world: World,
  cachedProtocolDataId: string,
  overrides: Record<string, unknown> = {},
  actor: keyof Actors['headers'] = 'organizerA',
) =>
  world.app.app.inject({
    method: 'POST',
    url: '/v1/Protocol/create',
    headers: world.actors.headers[actor],
    payload: {
      eventId: world.eventId,
      configId: world.configId,
      clusterAgeCategoryId: world.mixedCategoryId,
      isRatingProtocol: true,
      cachedProtocolDataId,
      needToRecalculateRatings: true,
      ...overrides,
    },
  });

/** The wizard's 'read again' with a mapping of columns by hand. */
export const reprocess = (
  world: World,
  cachedProtocolDataId: string,
  columnMapping: { columnIndex: number; field: string }[],
  actor: keyof Actors['headers'] = 'organizerA',
) =>
  world.app.app.inject({
    method: 'POST',
    url: '/v1/Protocol/reprocess-cached-file',
    headers: world.actors.headers[actor],
    payload: { cachedProtocolDataId, columnMapping },
  });
