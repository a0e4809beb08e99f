import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema/index.js';
import { buildParticipant } from '../helpers/factories.js';
import { createTestApp, useTestApp, type TestApp } from '../helpers/test-app.js';
import {
  buildPartnerWorld,
  KEY_A,
  KEY_B,
  packageFor,
  PARTNER_ENV,
  protocolsOfEvent,
} from './partner-world.js';

const partner = (key: string) => ({ 'x-api-key': key });

const get = (app: TestApp, url: string, headers: Record<string, string> = partner(KEY_A)) =>
  app.app.inject({ method: 'GET', url, headers });

const post = (
  app: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = partner(KEY_A),
) => app.app.inject({ method: 'POST', url, headers, payload: payload as object });

/** What the partner reads of its package once the server processed what was queued. */
const statusAfterProcessing = async (app: TestApp, id: number, key = KEY_A) => {
  await app.ctx.jobRunner.drain();
  const response = await get(app, `/integration-api/Tdk/status/${id}`, partner(key));
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('the timing partner’s key (X-Api-Key)', () => {
  const t = useTestApp({ env: PARTNER_ENV });

  it('answers 401 in Russian without a key, with a wrong key and to an administrator’s session', async () => {
    const app = t();
    const world = await buildPartnerWorld(app);
    for (const headers of [
      {},
      partner('tdk-partner-key-guessed!'),
      world.adminHeaders,
      world.organizerHeaders,
    ]) {
      for (const url of [
        '/integration-api/Tdk/events',
        '/integration-api/Tdk/clusters',
        '/integration-api/Tdk/configs',
        '/integration-api/Tdk/status/1',
      ]) {
        const response = await get(app, url, headers);
        expect(response.statusCode, url).toBe(401);
        expect(response.json().Error).toMatch(/Неверный ключ API/);
      }
      const pushed = await post(app, '/integration-api/Tdk/import-package', packageFor(world), headers);
      expect(pushed.statusCode).toBe(401);
    }
    expect(await app.db.select().from(s.integrationSagas)).toEqual([]);
  });

  it('is off without INTEGRATION_API_KEYS: every partner call answers 404', async () => {
    const off = await createTestApp();
    try {
      const response = await get(off, '/integration-api/Tdk/events');
      expect(response.statusCode).toBe(404);
      expect(response.json().Error).toBe('Интеграционный API партнёра не настроен');
      const pushed = await post(off, '/integration-api/Tdk/import-package', {});
      expect(pushed.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('answers 409 to a package under the key of an organizer that no longer exists', async () => {
    const orphan = await createTestApp({ env: { INTEGRATION_API_KEYS: `77:${KEY_A}` } });
    try {
      const pushed = await post(orphan, '/integration-api/Tdk/import-package', {
        packageId: 'p',
        eventId: 1,
        clusterAgeCategoryId: 1,
        configId: 1,
        rows: [{ lastName: 'Петров', firstName: 'Пётр', yearOfBirth: 1980 }],
      });
      expect(pushed.statusCode).toBe(409);
      expect(pushed.json().Error).toMatch(/Организатор, которому выдан ключ, не найден/);
      expect((await get(orphan, '/integration-api/Tdk/events')).json()).toEqual([]);
    } finally {
      await orphan.close();
    }
  });

  it('refuses to start with a malformed key list', async () => {
    await expect(createTestApp({ env: { INTEGRATION_API_KEYS: '1:short' } })).rejects.toThrow(
      /INTEGRATION_API_KEYS: ожидаются пары organizerId:ключ/,
    );
  });
});

describe('GET /integration-api/Tdk/events, clusters, configs', () => {
  const t = useTestApp({ env: PARTNER_ENV });

  it('lists the key’s organizer’s events, clusters with categories, and the configs it may use', async () => {
    const app = t();
    const world = await buildPartnerWorld(app);

    const events = await get(app, '/integration-api/Tdk/events');
    expect(events.statusCode).toBe(200);
    expect(events.json()).toEqual([
      { id: world.eventA.id, name: 'Кубок ТДК', eventDate: '2024-06-01T00:00:00Z', isRating: true },
    ]);
    expect((await get(app, '/integration-api/Tdk/events?year=2023')).json()).toEqual([]);
    expect((await get(app, '/integration-api/Tdk/events', partner(KEY_B))).json()).toEqual([
      expect.objectContaining({ id: world.eventB.id, name: 'Чужая гонка' }),
    ]);
    expect((await get(app, '/integration-api/Tdk/events?year=abc')).statusCode).toBe(400);

    const clusters = await get(app, '/integration-api/Tdk/clusters');
    expect(clusters.statusCode).toBe(200);
    expect(clusters.json()).toEqual([
      {
        id: world.clusterA.cluster.id,
        name: world.clusterA.cluster.name,
        activeFrom: '2024-01-01T00:00:00Z',
        activeTo: '2024-12-31T00:00:00Z',
        categories: [
          { id: world.clusterA.categories[0]!.id, name: 'М40-49', gender: 'male', minAge: 40, maxAge: 49 },
          { id: world.clusterA.categories[1]!.id, name: 'Абсолют', gender: 'all', minAge: 0, maxAge: 99 },
        ],
      },
    ]);

    const configs = await get(app, '/integration-api/Tdk/configs');
    expect(configs.statusCode).toBe(200);
    expect(configs.json()).toEqual([
      { id: world.nationalConfig.id, name: 'Общая', organizerId: null, isDefault: true },
      { id: world.ownConfig.id, name: 'Своя ТДК', organizerId: world.organizerA.id, isDefault: false },
    ]);
  });
});

describe('POST /integration-api/Tdk/import-package and GET status/{id}', () => {
  const t = useTestApp({ env: PARTNER_ENV });

  it('answers the package id at once (202), then processes it into a protocol with its riders', async () => {
    const app = t();
    const world = await buildPartnerWorld(app);
    const known = await buildParticipant(app.db, {
      lastName: 'Петров',
      firstName: 'Пётр',
      yearOfBirth: 1980,
    });

    const pushed = await post(app, '/integration-api/Tdk/import-package', packageFor(world));
    expect(pushed.statusCode).toBe(202);
    const { id } = pushed.json();
    expect(pushed.json()).toEqual({ id, packageId: 'tdk-2024-06-01-m40', state: 'new', isDuplicate: false });

    const waiting = (await get(app, `/integration-api/Tdk/status/${id}`)).json();
    expect(waiting).toMatchObject({
      state: 'new',
      step: 'validate',
      stateTitle: 'В очереди',
      protocolId: null,
    });

    const done = await statusAfterProcessing(app, id);
    expect(done).toMatchObject({
      id,
      state: 'done',
      stateTitle: 'Готово',
      step: 'finished',
      errors: [],
      protocolId: expect.any(Number),
    });
    expect(done.finishedOn).not.toBeNull();

    const protocol = await get(app, `/v1/Protocol/${done.protocolId}`, {});
    expect(protocol.statusCode).toBe(200);
    expect(protocol.json()).toMatchObject({
      name: 'М40-49',
      resultsCount: 3,
      event: expect.objectContaining({ id: world.eventA.id }),
      clusterAgeCategory: { id: world.clusterA.categories[0]!.id, name: 'М40-49' },
      config: expect.objectContaining({ id: world.nationalConfig.id }),
    });
    // The known rider got the result; the two others are new riders.
    const results = await app.db
      .select()
      .from(s.protocolResults)
      .where(eq(s.protocolResults.protocolId, done.protocolId));
    expect(results.find((row) => row.place === 1)?.participantId).toBe(known.id);
    expect(await app.db.select().from(s.participants)).toHaveLength(3);
    // The season was recalculated: the winner has points.
    const [season] = await app.db.select().from(s.seasons).where(eq(s.seasons.year, 2024));
    expect(season?.isStale).toBe(false);
  });

  it('processes a package sent twice once, answering the first package’s id', async () => {
    const app = t();
    const world = await buildPartnerWorld(app);
    const first = await post(app, '/integration-api/Tdk/import-package', packageFor(world));
    const again = await post(app, '/integration-api/Tdk/import-package', packageFor(world));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      id: first.json().id,
      packageId: 'tdk-2024-06-01-m40',
      state: 'new',
      isDuplicate: true,
    });
    await app.ctx.jobRunner.drain();
    const late = await post(app, '/integration-api/Tdk/import-package', packageFor(world));
    expect(late.json()).toMatchObject({ id: first.json().id, state: 'done', isDuplicate: true });
    await app.ctx.jobRunner.drain();
    expect(await protocolsOfEvent(app, world.eventA.id)).toHaveLength(1);

    // The same package id from another partner is that partner's own package.
    const other = await post(
      app,
      '/integration-api/Tdk/import-package',
      packageFor(world, {
        eventId: world.eventB.id,
        clusterAgeCategoryId: world.clusterB.categories[0]!.id,
      }),
      partner(KEY_B),
    );
    expect(other.statusCode).toBe(202);
    expect(other.json().id).not.toBe(first.json().id);
  });

  it('refuses malformed packages with a Russian 400, storing nothing', async () => {
    const app = t();
    const world = await buildPartnerWorld(app);
    const cases: [unknown, RegExp][] = [
      [packageFor(world, { rows: [] }), /В пакете нет ни одной строки с результатом/],
      [packageFor(world, { packageId: '' }), /идентификатор пакета/],
      [packageFor(world, { eventId: 'один' }), /мероприятие/],
      [
        packageFor(world, {
          rows: [{ place: 1, lastName: 'Петров', firstName: 'Пётр', yearOfBirth: 'давно' }],
        }),
        /год рождения/,
      ],
      [packageFor(world, { rows: [{ place: 1, firstName: 'Пётр', yearOfBirth: 1980 }] }), /фамилия/],
      [
        packageFor(world, {
          rows: [{ lastName: 'Петров', firstName: 'Пётр', yearOfBirth: 1980, gender: 'м' }],
        }),
        /пол/,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await post(app, '/integration-api/Tdk/import-package', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().Error).toMatch(message);
    }
    const notJson = await app.app.inject({
      method: 'POST',
      url: '/integration-api/Tdk/import-package',
      headers: { ...partner(KEY_A), 'content-type': 'application/json' },
      payload: '{"packageId": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await app.db.select().from(s.integrationSagas)).toEqual([]);
  });

  it('shows a partner only its own packages’ status', async () => {
    const app = t();
    const world = await buildPartnerWorld(app);
    const { id } = (await post(app, '/integration-api/Tdk/import-package', packageFor(world))).json();
    const foreign = await get(app, `/integration-api/Tdk/status/${id}`, partner(KEY_B));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().Error).toBe('Пакет не найден');
    expect((await get(app, '/integration-api/Tdk/status/999')).statusCode).toBe(404);
    expect((await get(app, '/integration-api/Tdk/status/abc')).statusCode).toBe(400);
  });

  it('fails a package whose event, category or config is not the organizer’s, or whose rows are wrong, saying why', async () => {
    const app = t();
    const world = await buildPartnerWorld(app);
    const foreign = await post(
      app,
      '/integration-api/Tdk/import-package',
      packageFor(world, {
        packageId: 'foreign',
        eventId: world.eventB.id,
        clusterAgeCategoryId: world.clusterB.categories[0]!.id,
        configId: world.otherConfig.id,
      }),
    );
    const rows = await post(
      app,
      '/integration-api/Tdk/import-package',
      packageFor(world, {
        packageId: 'rows',
        clusterAgeCategoryId: world.clusterA.categories[1]!.id,
        rows: [
          { place: 1, lastName: 'Петров', firstName: 'Пётр', yearOfBirth: 1980, gender: 'male' },
          { place: 2, lastName: 'Петрова', firstName: 'Анна', yearOfBirth: 1985 },
          { place: 3, lastName: 'Петров', firstName: 'Пётр', yearOfBirth: 1980, gender: 'male' },
        ],
      }),
    );
    expect(await statusAfterProcessing(app, foreign.json().id)).toMatchObject({
      state: 'failed',
      stateTitle: 'Ошибка',
      step: 'validate',
      protocolId: null,
      errors: [
        `Мероприятие ${world.eventB.id} не найдено среди мероприятий организатора`,
        `Возрастная категория ${world.clusterB.categories[0]!.id} не найдена в кластерах организатора`,
        `Конфигурация ${world.otherConfig.id} не найдена среди доступных организатору`,
      ],
    });
    const rowsStatus = await statusAfterProcessing(app, rows.json().id);
    expect(rowsStatus.state).toBe('failed');
    expect(rowsStatus.errors).toEqual([
      expect.stringMatching(/^Строки 1 и 3: один и тот же участник «Петров Пётр», 1980/),
      'Строка 2: не указан пол, а категория «Абсолют» общая для мужчин и женщин',
    ]);
    expect(await protocolsOfEvent(app, world.eventA.id)).toEqual([]);
    expect(await protocolsOfEvent(app, world.eventB.id)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  const t = useTestApp({ env: PARTNER_ENV });

  it('publishes the package format with an example, and the partner’s key', async () => {
    const app = t();
    const doc = (await get(app, '/api/openapi.json', {})).json();
    const operation = doc.paths['/integration-api/Tdk/import-package'].post;
    const media = operation.requestBody.content['application/json'];
    expect(media.schema.properties.rows.items.properties).toHaveProperty('yearOfBirth');
    expect(media.example).toMatchObject({ packageId: 'tdk-2026-05-17-m40', rows: expect.any(Array) });
    expect(operation.security).toEqual([{ partnerKey: [] }]);
    expect(doc.components.securitySchemes.partnerKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
      description: expect.stringContaining('Ключ партнёра'),
    });
    for (const path of ['clusters', 'configs', 'events', 'status/{id}'])
      expect(doc.paths[`/integration-api/Tdk/${path}`]?.get, path).toBeDefined();
  });
});
