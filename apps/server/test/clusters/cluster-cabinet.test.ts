import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildActors } from '../helpers/actors.js';
import { buildDiscipline, buildProtocol } from '../helpers/factories.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

const category = (overrides: Record<string, unknown> = {}) => ({
  name: 'М18-29',
  gender: 'male',
  minAge: 18,
  maxAge: 29,
  mustIncludeInRating: true,
  ...overrides,
});

const clusterBody = (organizerId: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Мастерс 2025',
  comment: 'Категории сезона',
  organizerId,
  activePeriod: { start: '2025-01-01T00:00:00Z', end: '2025-12-31T00:00:00Z' },
  clusterAgeCategories: [
    category(),
    category({ name: 'Ж18-39', gender: 'female', maxAge: 39, finalRatingHexColor: '#FF0000' }),
    category({
      name: 'Все 60+',
      gender: 'all',
      minAge: 60,
      maxAge: 99,
      mustIncludeInRating: false,
      finalRatingHexColor: '',
    }),
  ],
  ...overrides,
});

const call = (
  app: TestApp,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('creating and changing clusters', () => {
  const t2 = useTestApp();

  it('creates a cluster with its age rows; orderNumber is the position and the colour defaults to #cccccc', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const discipline = await buildDiscipline(app.db, 'шоссе');
    const response = await call(app, 'POST', '/v1/Cluster', headers.organizerA, {
      ...clusterBody(organizerAId),
      disciplineTypeId: discipline.id,
    });
    expect(response.statusCode).toBe(200);
    const cluster = response.json();
    expect(cluster).toMatchObject({
      name: 'Мастерс 2025',
      comment: 'Категории сезона',
      organizer: { id: organizerAId, name: 'Организатор А' },
      organizerId: organizerAId,
      disciplineName: 'шоссе',
      disciplineTypeId: discipline.id,
      activePeriod: { start: '2025-01-01T00:00:00Z', end: '2025-12-31T00:00:00Z' },
    });
    expect(cluster.clusterAgeCategories).toEqual([
      {
        id: expect.any(Number),
        name: 'М18-29',
        gender: 'male',
        minAge: 18,
        maxAge: 29,
        orderNumber: 1,
        mustIncludeInRating: true,
        finalRatingHexColor: '#cccccc',
      },
      {
        id: expect.any(Number),
        name: 'Ж18-39',
        gender: 'female',
        minAge: 18,
        maxAge: 39,
        orderNumber: 2,
        mustIncludeInRating: true,
        finalRatingHexColor: '#ff0000',
      },
      {
        id: expect.any(Number),
        name: 'Все 60+',
        gender: 'all',
        minAge: 60,
        maxAge: 99,
        orderNumber: 3,
        mustIncludeInRating: false,
        finalRatingHexColor: '#cccccc',
      },
    ]);
  });

  it('takes days with or without T00:00:00Z and answers them with it', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const response = await call(app, 'POST', '/v1/Cluster', headers.organizerA, {
      ...clusterBody(organizerAId),
      activePeriod: { start: '2025-03-01', end: '2025-03-01' },
    });
    expect(response.json().activePeriod).toEqual({
      start: '2025-03-01T00:00:00Z',
      end: '2025-03-01T00:00:00Z',
    });
    const [row] = await app.db.select().from(t.clusters);
    expect(row).toMatchObject({ activeFrom: '2025-03-01', activeTo: '2025-03-01' });
  });

  it('answers 400 naming every rule of §5 that is broken', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const empty = await call(app, 'POST', '/v1/Cluster', headers.organizerA, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Errors).toEqual([
      'name: Не заполнено поле «название кластера»',
      'organizerId: Не заполнено поле «организатор»',
      'activePeriod: Не заполнено поле «период действия (activePeriod)»',
      'clusterAgeCategories: Не заполнено поле «возрастные категории»',
    ]);
    const broken = await call(app, 'POST', '/v1/Cluster', headers.organizerA, {
      ...clusterBody(organizerAId),
      activePeriod: { start: '2025-12-31', end: '2025-01-01' },
      clusterAgeCategories: [
        { name: ' ', gender: 'мужской', minAge: -1, maxAge: 10 },
        category({ minAge: 40, maxAge: 30, finalRatingHexColor: '#ccc' }),
      ],
    });
    expect(broken.json().Errors).toEqual([
      'activePeriod.end: Поле «конец периода действия»: не раньше начала',
      'clusterAgeCategories.0.name: Не заполнено поле «название возрастной категории»',
      'clusterAgeCategories.0.gender: Поле «пол»: ожидается all, male или female',
      'clusterAgeCategories.0.minAge: Поле «минимальный возраст»: не меньше 0',
      'clusterAgeCategories.0.mustIncludeInRating: Не заполнено поле «учитывать в рейтинге (mustIncludeInRating)»',
      'clusterAgeCategories.1.finalRatingHexColor: Поле «цвет в итоговом рейтинге»: ожидается цвет вида #cccccc',
      'clusterAgeCategories.1.maxAge: Поле «максимальный возраст»: не меньше минимального',
    ]);
    const noRows = await call(app, 'POST', '/v1/Cluster', headers.organizerA, {
      ...clusterBody(organizerAId),
      clusterAgeCategories: [],
    });
    expect(noRows.json().Error).toContain('добавьте хотя бы одну категорию');
    const badDay = await call(app, 'POST', '/v1/Cluster', headers.organizerA, {
      ...clusterBody(organizerAId),
      activePeriod: { start: '01.01.2025', end: '2025-02-30' },
    });
    expect(badDay.json().Errors).toEqual([
      'activePeriod.start: Поле «начало периода действия»: ожидается дата в формате ГГГГ-ММ-ДД',
      'activePeriod.end: Поле «конец периода действия»: такой даты нет в календаре',
    ]);
    expect(await app.db.select().from(t.clusters)).toHaveLength(0);
  });

  it('refuses organizer A a cluster of organizer B and an unconfirmed organizer any; an administrator chooses any organizer', async () => {
    const app = t2();
    const { headers, organizerBId } = await buildActors(app);
    const foreign = await call(app, 'POST', '/v1/Cluster', headers.organizerA, clusterBody(organizerBId));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().Error).toBe('Нет доступа: это данные другого организатора');
    const unconfirmed = await call(
      app,
      'POST',
      '/v1/Cluster',
      headers.unconfirmedOrganizer,
      clusterBody(organizerBId),
    );
    expect(unconfirmed.statusCode).toBe(403);
    const admin = await call(app, 'POST', '/v1/Cluster', headers.admin, clusterBody(organizerBId));
    expect(admin.statusCode).toBe(200);
    const missing = await call(app, 'POST', '/v1/Cluster', headers.admin, clusterBody(999999));
    expect(missing.statusCode).toBe(404);
  });

  it('updates in place, answering the text true: kept rows keep their ids, new rows are added, left-out rows removed', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const created = (
      await call(app, 'POST', '/v1/Cluster', headers.organizerA, clusterBody(organizerAId))
    ).json();
    const [men, women] = created.clusterAgeCategories;
    const response = await call(app, 'PUT', '/v1/Cluster', headers.organizerA, {
      ...clusterBody(organizerAId, { name: 'Мастерс 2025 (изм.)', comment: null }),
      id: created.id,
      clusterAgeCategories: [
        { ...women, finalRatingHexColor: '#00FF00' },
        category({ name: 'М30-39', minAge: 30, maxAge: 39 }),
        { ...men, orderNumber: 99 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe('true');
    const rows = await app.db
      .select()
      .from(t.clusterAgeCategories)
      .where(eq(t.clusterAgeCategories.clusterId, created.id))
      .orderBy(t.clusterAgeCategories.orderNumber);
    expect(
      rows.map((row) => [
        row.id === women.id,
        row.id === men.id,
        row.name,
        row.orderNumber,
        row.finalRatingHexColor,
      ]),
    ).toEqual([
      [true, false, 'Ж18-39', 1, '#00ff00'],
      [false, false, 'М30-39', 2, '#cccccc'],
      [false, true, 'М18-29', 3, '#cccccc'],
    ]);
    const [cluster] = await app.db.select().from(t.clusters).where(eq(t.clusters.id, created.id));
    expect(cluster).toMatchObject({ name: 'Мастерс 2025 (изм.)', comment: '' });
  });

  it('refuses to remove an age row a protocol refers to, and a row id of another cluster', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const created = (
      await call(app, 'POST', '/v1/Cluster', headers.organizerA, clusterBody(organizerAId))
    ).json();
    const [men, women, all] = created.clusterAgeCategories;
    await buildProtocol(app.db, { clusterAgeCategoryId: men.id });
    const removing = await call(app, 'PUT', '/v1/Cluster', headers.organizerA, {
      ...clusterBody(organizerAId),
      id: created.id,
      clusterAgeCategories: [women, all],
    });
    expect(removing.statusCode).toBe(409);
    expect(removing.json().Error).toBe(
      'Нельзя удалить возрастные категории, на которые ссылаются протоколы: «М18-29» — протоколы (1)',
    );
    const other = (
      await call(app, 'POST', '/v1/Cluster', headers.organizerA, clusterBody(organizerAId))
    ).json();
    const stranger = await call(app, 'PUT', '/v1/Cluster', headers.organizerA, {
      ...clusterBody(organizerAId),
      id: created.id,
      clusterAgeCategories: [men, women, all, other.clusterAgeCategories[0]],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().Error).toContain('clusterAgeCategories.3.id');
  });

  it("refuses organizer A changes to organizer B's cluster, and moving its own to B; an administrator may", async () => {
    const app = t2();
    const { headers, organizerAId, organizerBId } = await buildActors(app);
    const ofB = (
      await call(app, 'POST', '/v1/Cluster', headers.organizerB, clusterBody(organizerBId))
    ).json();
    const ofA = (
      await call(app, 'POST', '/v1/Cluster', headers.organizerA, clusterBody(organizerAId))
    ).json();
    const edit = await call(app, 'PUT', '/v1/Cluster', headers.organizerA, {
      ...clusterBody(organizerAId),
      id: ofB.id,
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().Error).toContain('другого');
    const move = await call(app, 'PUT', '/v1/Cluster', headers.organizerA, {
      ...clusterBody(organizerBId),
      id: ofA.id,
    });
    expect(move.statusCode).toBe(403);
    const admin = await call(app, 'PUT', '/v1/Cluster', headers.admin, {
      ...clusterBody(organizerBId, { name: 'Админ' }),
      id: ofB.id,
    });
    expect(admin.body).toBe('true');
    const missing = await call(app, 'PUT', '/v1/Cluster', headers.admin, {
      ...clusterBody(organizerBId),
      id: 999999,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('deleting and cloning clusters', () => {
  const t2 = useTestApp();

  it('deletes a cluster with its rows; refuses while protocols refer to its rows; 403 for another organizer', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const used = (
      await call(
        app,
        'POST',
        '/v1/Cluster',
        headers.organizerA,
        clusterBody(organizerAId, { name: 'Занятый' }),
      )
    ).json();
    await buildProtocol(app.db, { clusterAgeCategoryId: used.clusterAgeCategories[1].id });
    const refused = await call(app, 'DELETE', `/v1/Cluster/${used.id}`, headers.organizerA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Error).toBe(
      'Нельзя удалить кластер «Занятый»: на его возрастные категории ссылаются протоколы (1)',
    );

    const free = (
      await call(app, 'POST', '/v1/Cluster', headers.organizerA, clusterBody(organizerAId))
    ).json();
    expect((await call(app, 'DELETE', `/v1/Cluster/${free.id}`, headers.organizerB)).statusCode).toBe(403);
    const deleted = await call(app, 'DELETE', `/v1/Cluster/${free.id}`, headers.organizerA);
    expect(deleted.body).toBe('true');
    expect(
      await app.db.select().from(t.clusterAgeCategories).where(eq(t.clusterAgeCategories.clusterId, free.id)),
    ).toHaveLength(0);
    expect((await call(app, 'DELETE', `/v1/Cluster/${free.id}`, headers.organizerA)).statusCode).toBe(404);
  });

  it("clones a cluster as '… (копия)' with its rows copied, numbering further copies", async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const source = (
      await call(app, 'POST', '/v1/Cluster', headers.organizerA, clusterBody(organizerAId))
    ).json();
    const copy = await call(app, 'POST', `/v1/Cluster/clone/${source.id}`, headers.organizerA);
    expect(copy.statusCode).toBe(200);
    expect(copy.json()).toMatchObject({
      name: 'Мастерс 2025 (копия)',
      comment: source.comment,
      organizerId: organizerAId,
      activePeriod: source.activePeriod,
    });
    expect(copy.json().id).not.toBe(source.id);
    const strip = (rows: { id: number }[]) => rows.map(({ id: _id, ...rest }) => rest);
    expect(strip(copy.json().clusterAgeCategories)).toEqual(strip(source.clusterAgeCategories));
    expect(copy.json().clusterAgeCategories[0].id).not.toBe(source.clusterAgeCategories[0].id);

    const second = await call(app, 'POST', `/v1/Cluster/clone/${source.id}`, headers.organizerA);
    expect(second.json().name).toBe('Мастерс 2025 (копия 2)');
    const ofCopy = await call(app, 'POST', `/v1/Cluster/clone/${copy.json().id}`, headers.organizerA);
    expect(ofCopy.json().name).toBe('Мастерс 2025 (копия 3)');
  });

  it("refuses organizer B a clone of organizer A's cluster; an administrator may", async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const source = (
      await call(app, 'POST', '/v1/Cluster', headers.organizerA, clusterBody(organizerAId))
    ).json();
    const foreign = await call(app, 'POST', `/v1/Cluster/clone/${source.id}`, headers.organizerB);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().Error).toContain('другого');
    const admin = await call(app, 'POST', `/v1/Cluster/clone/${source.id}`, headers.admin);
    expect(admin.json().organizerId).toBe(organizerAId);
    expect((await call(app, 'POST', '/v1/Cluster/clone/999999', headers.admin)).statusCode).toBe(404);
  });
});

describe('the cabinet cluster list (paged-lk)', () => {
  const t2 = useTestApp();

  const seed = async (app: TestApp) => {
    const actors = await buildActors(app);
    const { organizerAId: a, organizerBId: b, headers } = actors;
    for (const [name, start, end, organizerId, caller] of [
      ['Сезон 2024', '2024-01-01', '2024-12-31', a, headers.organizerA],
      ['Сезон 2025', '2025-01-01', '2025-12-31', a, headers.organizerA],
      ['Летняя серия', '2025-06-01', '2025-08-31', a, headers.organizerA],
      ['Чужой сезон', '2025-01-01', '2025-12-31', b, headers.organizerB],
    ] as const) {
      await call(
        app,
        'POST',
        '/v1/Cluster',
        caller,
        clusterBody(organizerId, { name, activePeriod: { start, end } }),
      );
    }
    return actors;
  };
  const names = async (app: TestApp, headers: Record<string, string>, payload: object) => {
    const response = await call(app, 'POST', '/v1/Cluster/paged-lk', headers, payload);
    expect(response.statusCode).toBe(200);
    return response.json().items.map((cluster: { name: string }) => cluster.name);
  };

  it("shows an organizer only its own organizer's clusters, newest first; 403 when asking for another's", async () => {
    const app = t2();
    const { headers, organizerBId } = await seed(app);
    expect(await names(app, headers.organizerA, {})).toEqual(['Летняя серия', 'Сезон 2025', 'Сезон 2024']);
    const foreign = await call(app, 'POST', '/v1/Cluster/paged-lk', headers.organizerA, {
      organizerId: organizerBId,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("shows an administrator all clusters, or one organizer's", async () => {
    const app = t2();
    const { headers, organizerBId } = await seed(app);
    expect(await names(app, headers.admin, {})).toHaveLength(4);
    expect(await names(app, headers.admin, { organizerId: organizerBId })).toEqual(['Чужой сезон']);
  });

  it('filters by name and by a period the cluster is active in, sorts by name and pages', async () => {
    const app = t2();
    const { headers } = await seed(app);
    expect(await names(app, headers.organizerA, { name: 'сезон' })).toEqual(['Сезон 2025', 'Сезон 2024']);
    expect(
      await names(app, headers.organizerA, {
        searchPeriod: { start: '2025-09-01T00:00:00Z', end: '2025-09-30T00:00:00Z' },
      }),
    ).toEqual(['Сезон 2025']);
    expect(await names(app, headers.organizerA, { searchPeriod: { start: '2024-12-31' } })).toEqual([
      'Летняя серия',
      'Сезон 2025',
      'Сезон 2024',
    ]);
    const page = await call(app, 'POST', '/v1/Cluster/paged-lk', headers.organizerA, {
      page: 2,
      size: 2,
      sort: { fieldName: 'name', direction: 1 },
    });
    expect(page.json()).toMatchObject({ totalCount: 3, items: [{ name: 'Сезон 2025' }] });
    expect(page.json().items[0].clusterAgeCategories).toHaveLength(3);
  });
});
