import { describe, expect, it } from 'vitest';
import {
  clusterSchema,
  organizersListResponseSchema,
  pagedClustersResponseSchema,
  pagedNewsResponseSchema,
  pagedOrganizersResponseSchema,
} from '@velo/contracts';
import * as t from '../../src/db/schema/index.js';
import { buildCluster, buildDiscipline, buildOrganizer } from '../helpers/factories.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { dayFromToday, getUrl, ids, postJson } from './read-helpers.js';

const at = (day: string, time = '00:00:00') => new Date(`${day}T${time}Z`);

let created = 0;
/** A news item created a second after the previous one, so "newest first" is certain. */
const buildNews = async (app: TestApp, title: string, start: Date | null = null, end: Date | null = null) => {
  created += 1;
  const [row] = await app.db
    .insert(t.news)
    .values({
      title,
      startVisibleInRunningLine: start,
      endVisibleInRunningLine: end,
      createdOn: new Date(Date.UTC(2025, 0, 1, 0, 0, created)),
    })
    .returning();
  return row!;
};

describe('GET /v1/News/titles-for-running-line', () => {
  const t2 = useTestApp();

  it('answers the titles whose window includes today, a window meaning whole days, newest first', async () => {
    const app = t2();
    const [yesterday, today, tomorrow] = [dayFromToday(-1), dayFromToday(0), dayFromToday(1)];
    await buildNews(app, 'Вчера и завтра', at(yesterday), at(tomorrow));
    await buildNews(app, 'С вечера сегодня', at(today, '23:30:00'), at(tomorrow));
    await buildNews(app, 'До полуночи сегодня', at(yesterday), at(today));
    await buildNews(app, 'Кончилась вчера', at(yesterday), at(yesterday, '23:59:59'));
    await buildNews(app, 'Начнётся завтра', at(tomorrow), at(tomorrow, '12:00:00'));
    await buildNews(app, 'Без окна');
    await buildNews(app, 'Только начало', at(yesterday));
    await buildNews(app, 'Только конец', null, at(tomorrow));
    const response = await getUrl(app, '/v1/News/titles-for-running-line');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      'Только конец',
      'Только начало',
      'До полуночи сегодня',
      'С вечера сегодня',
      'Вчера и завтра',
    ]);
  });

  it('answers an empty list when no news is on the ticker', async () => {
    const app = t2();
    expect((await getUrl(app, '/v1/News/titles-for-running-line')).json()).toEqual([]);
    await buildNews(app, 'Без окна');
    expect((await getUrl(app, '/v1/News/titles-for-running-line')).json()).toEqual([]);
  });
});

describe('POST /v1/News/paged', () => {
  const t2 = useTestApp();

  const pagedNews = async (app: TestApp, body: object) => {
    const response = await postJson(app, '/v1/News/paged', body);
    expect(response.statusCode, response.body).toBe(200);
    return pagedNewsResponseSchema.parse(response.json());
  };

  it('answers page 1 of 10, newest first, by default, with the News shape', async () => {
    const app = t2();
    const rows = [];
    for (let i = 1; i <= 12; i += 1) rows.push(await buildNews(app, `Новость ${i}`));
    const body = await pagedNews(app, {});
    expect(body.totalCount).toBe(12);
    expect(ids(body)).toEqual(
      rows
        .slice(2)
        .reverse()
        .map((row) => row.id),
    );
    expect(body.items[0]).toEqual({
      id: rows[11]!.id,
      title: 'Новость 12',
      text: '',
      createdOn: rows[11]!.createdOn.toISOString(),
      startVisibleInRunningLine: null,
      endVisibleInRunningLine: null,
    });
    const last = await pagedNews(app, { page: 2, size: 10 });
    expect(ids(last)).toEqual([rows[1]!.id, rows[0]!.id]);
    expect(await pagedNews(app, { page: 5 })).toEqual({ items: [], totalCount: 12 });
  });

  it('answers an empty page when there is no news', async () => {
    const app = t2();
    expect(await pagedNews(app, { page: 1, size: 10 })).toEqual({ items: [], totalCount: 0 });
  });

  it('filters by title, without regard to case', async () => {
    const app = t2();
    const cup = await buildNews(app, 'Кубок Виража: регистрация');
    await buildNews(app, 'Итоги сезона');
    const body = await pagedNews(app, { title: ' кубок ' });
    expect(ids(body)).toEqual([cup.id]);
    expect((await pagedNews(app, { title: '_' })).totalCount).toBe(0);
  });

  it('filters by visibility days: windows that share a day with them', async () => {
    const app = t2();
    const june = await buildNews(app, 'Июнь', at('2025-06-01'), at('2025-06-30', '18:00:00'));
    const july = await buildNews(app, 'Июль', at('2025-07-01'), at('2025-07-31'));
    const open = await buildNews(app, 'С мая без конца', at('2025-05-01'));
    await buildNews(app, 'Без окна');
    expect(
      ids(
        await pagedNews(app, {
          startVisibleInRunningLine: '2025-06-30',
          endVisibleInRunningLine: '2025-06-30',
        }),
      ),
    ).toEqual([open.id, june.id]);
    expect(ids(await pagedNews(app, { startVisibleInRunningLine: '2025-07-01T00:00:00Z' }))).toEqual([
      open.id,
      july.id,
    ]);
    expect(ids(await pagedNews(app, { endVisibleInRunningLine: '2025-05-31' }))).toEqual([open.id]);
    expect(
      (await postJson(app, '/v1/News/paged', { startVisibleInRunningLine: '30.06.2025' })).statusCode,
    ).toBe(400);
  });

  it('sorts by title and by a window bound both ways', async () => {
    const app = t2();
    const b = await buildNews(app, 'Б', at('2025-06-02'));
    const a = await buildNews(app, 'А', at('2025-06-03'));
    const v = await buildNews(app, 'В', at('2025-06-01'));
    expect(ids(await pagedNews(app, { sort: { fieldName: 'title', direction: 1 } }))).toEqual([
      a.id,
      b.id,
      v.id,
    ]);
    expect(ids(await pagedNews(app, { sort: { fieldName: 'Title', direction: -1 } }))).toEqual([
      v.id,
      b.id,
      a.id,
    ]);
    expect(
      ids(await pagedNews(app, { sort: { fieldName: 'startVisibleInRunningLine', direction: 1 } })),
    ).toEqual([v.id, b.id, a.id]);
    expect(ids(await pagedNews(app, { sort: { fieldName: 'createdOn', direction: 1 } }))).toEqual([
      b.id,
      a.id,
      v.id,
    ]);
  });
});

describe('POST /v1/Cluster/paged and GET /v1/Cluster/{id}', () => {
  const t2 = useTestApp();

  /** Clusters of two organizers over two seasons, created a day apart (oldest first). */
  const buildClusters = async (app: TestApp) => {
    const viraj = await buildOrganizer(app.db, { name: 'Вираж' });
    const alpha = await buildOrganizer(app.db, { name: 'Альфа' });
    const road = await buildDiscipline(app.db, 'шоссе');
    const created = (day: number) => ({ createdOn: at(`2025-01-0${day}`) });
    const old = await buildCluster(app.db, viraj.id, undefined, {
      name: 'Мастерс 2024',
      activeFrom: '2024-01-01',
      activeTo: '2024-12-31',
      ...created(1),
    });
    const current = await buildCluster(
      app.db,
      viraj.id,
      [
        { name: 'М40-49', gender: 'male', minAge: 40, maxAge: 49, orderNumber: 2 },
        { name: 'М18-39', gender: 'male', minAge: 18, maxAge: 39, orderNumber: 1 },
      ],
      {
        name: 'Мастерс 2025',
        activeFrom: '2025-01-01',
        activeTo: '2025-12-31',
        disciplineId: road.id,
        ...created(2),
      },
    );
    const other = await buildCluster(app.db, alpha.id, undefined, {
      name: 'Гравий 2025',
      activeFrom: '2025-03-01',
      activeTo: '2025-10-31',
      ...created(3),
    });
    return { viraj, alpha, road, old, current, other };
  };

  const pagedClusters = async (app: TestApp, body: object) => {
    const response = await postJson(app, '/v1/Cluster/paged', body);
    expect(response.statusCode, response.body).toBe(200);
    return pagedClustersResponseSchema.parse(response.json());
  };

  it('answers every organizer’s clusters, newest first, with their age categories in order', async () => {
    const app = t2();
    const { viraj, road, old, current, other } = await buildClusters(app);
    const body = await pagedClusters(app, {});
    expect(ids(body)).toEqual([other.cluster.id, current.cluster.id, old.cluster.id]);
    expect(body.totalCount).toBe(3);
    expect(body.items[1]).toMatchObject({
      id: current.cluster.id,
      name: 'Мастерс 2025',
      organizer: { id: viraj.id, name: 'Вираж' },
      organizerId: viraj.id,
      disciplineName: 'шоссе',
      disciplineTypeId: road.id,
      activePeriod: { start: '2025-01-01T00:00:00Z', end: '2025-12-31T00:00:00Z' },
    });
    expect(body.items[1]!.clusterAgeCategories.map((category) => category.name)).toEqual([
      'М18-39',
      'М40-49',
    ]);
    expect(body.items[1]!.clusterAgeCategories[0]).toEqual({
      id: expect.any(Number),
      name: 'М18-39',
      gender: 'male',
      minAge: 18,
      maxAge: 39,
      orderNumber: 1,
      mustIncludeInRating: true,
      finalRatingHexColor: '#cccccc',
    });
  });

  it('answers an empty page when there are no clusters', async () => {
    const app = t2();
    expect(await pagedClusters(app, { page: 1, size: 100 })).toEqual({ items: [], totalCount: 0 });
  });

  it('filters by organizer, by name and by a period their active period overlaps', async () => {
    const app = t2();
    const { viraj, alpha, old, current, other } = await buildClusters(app);
    expect(ids(await pagedClusters(app, { organizerId: viraj.id }))).toEqual([
      current.cluster.id,
      old.cluster.id,
    ]);
    expect(ids(await pagedClusters(app, { organizerId: alpha.id }))).toEqual([other.cluster.id]);
    expect(ids(await pagedClusters(app, { name: 'мастерс' }))).toEqual([current.cluster.id, old.cluster.id]);
    const newYear = { start: '2024-12-31', end: '2025-01-01' };
    expect(ids(await pagedClusters(app, { searchPeriod: newYear }))).toEqual([
      current.cluster.id,
      old.cluster.id,
    ]);
    const season = { start: '2025-01-01T00:00:00Z', end: '2025-12-31T00:00:00Z' };
    expect(ids(await pagedClusters(app, { organizerId: viraj.id, searchPeriod: season }))).toEqual([
      current.cluster.id,
    ]);
    expect(ids(await pagedClusters(app, { searchPeriod: { start: '2025-11-01' } }))).toEqual([
      current.cluster.id,
    ]);
    expect(ids(await pagedClusters(app, { searchPeriod: { end: '2024-06-01' } }))).toEqual([old.cluster.id]);
    expect(await pagedClusters(app, { searchPeriod: { start: '2030-01-01', end: '2030-12-31' } })).toEqual({
      items: [],
      totalCount: 0,
    });
  });

  it('pages and sorts by name both ways', async () => {
    const app = t2();
    const { old, current, other } = await buildClusters(app);
    const byName = [other.cluster.id, old.cluster.id, current.cluster.id];
    expect(ids(await pagedClusters(app, { sort: { fieldName: 'name', direction: 1 } }))).toEqual(byName);
    expect(ids(await pagedClusters(app, { sort: { fieldName: 'name', direction: -1 } }))).toEqual(
      [...byName].reverse(),
    );
    const second = await pagedClusters(app, { page: 2, size: 2, sort: { fieldName: 'name', direction: 1 } });
    expect(second).toMatchObject({ totalCount: 3 });
    expect(ids(second)).toEqual([current.cluster.id]);
  });

  it('answers one cluster, and 404 for one that does not exist', async () => {
    const app = t2();
    const { current } = await buildClusters(app);
    const response = await getUrl(app, `/v1/Cluster/${current.cluster.id}`);
    expect(response.statusCode).toBe(200);
    const cluster = clusterSchema.parse(response.json());
    expect(cluster).toMatchObject({ id: current.cluster.id, name: 'Мастерс 2025' });
    expect(cluster.clusterAgeCategories).toHaveLength(2);
    const missing = await getUrl(app, '/v1/Cluster/424242');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ Error: 'Кластер не найден' });
  });
});

describe('GET /v1/EventOrganizer/list and POST /v1/EventOrganizer/paged', () => {
  const t2 = useTestApp();

  const buildOrganizers = async (app: TestApp) => {
    const viraj = await buildOrganizer(app.db, { name: 'Вираж', createdOn: at('2025-01-03') });
    const alpha = await buildOrganizer(app.db, { name: 'Альфа', createdOn: at('2025-01-01') });
    const gonka = await buildOrganizer(app.db, { name: 'Гонка-М', createdOn: at('2025-01-02') });
    return { viraj, alpha, gonka };
  };

  const pagedOrganizers = async (app: TestApp, body: object) => {
    const response = await postJson(app, '/v1/EventOrganizer/paged', body);
    expect(response.statusCode, response.body).toBe(200);
    return pagedOrganizersResponseSchema.parse(response.json());
  };

  it('lists every organizer alphabetically with the Organizer shape', async () => {
    const app = t2();
    expect((await getUrl(app, '/v1/EventOrganizer/list')).json()).toEqual([]);
    const { viraj, alpha, gonka } = await buildOrganizers(app);
    const response = await getUrl(app, '/v1/EventOrganizer/list');
    expect(response.statusCode).toBe(200);
    const list = organizersListResponseSchema.parse(response.json());
    expect(list.map((organizer) => organizer.id)).toEqual([alpha.id, viraj.id, gonka.id]);
    expect(list[0]).toEqual({
      id: alpha.id,
      name: 'Альфа',
      description: 'Гонки для любителей',
      logoId: null,
      createdOn: '2025-01-01T00:00:00.000Z',
      updatedOn: expect.any(String),
    });
  });

  it("answers the home page's dropdown: page 1 of 100 sorted by name ascending", async () => {
    const app = t2();
    const { viraj, alpha, gonka } = await buildOrganizers(app);
    const body = await pagedOrganizers(app, {
      page: 1,
      size: 100,
      sort: { fieldName: 'name', direction: 1 },
    });
    expect(body).toMatchObject({ totalCount: 3 });
    expect(ids(body)).toEqual([alpha.id, viraj.id, gonka.id]);
    expect(ids(await pagedOrganizers(app, {}))).toEqual([alpha.id, viraj.id, gonka.id]);
  });

  it('filters by name (contains, without regard to case) and by id', async () => {
    const app = t2();
    const { viraj, gonka } = await buildOrganizers(app);
    expect(ids(await pagedOrganizers(app, { name: 'ВИР' }))).toEqual([viraj.id]);
    expect(ids(await pagedOrganizers(app, { name: '-м' }))).toEqual([gonka.id]);
    expect(ids(await pagedOrganizers(app, { id: gonka.id, page: 1, size: 1 }))).toEqual([gonka.id]);
    expect(await pagedOrganizers(app, { id: 424242 })).toEqual({ items: [], totalCount: 0 });
    expect(await pagedOrganizers(app, { name: 'нет такого' })).toEqual({ items: [], totalCount: 0 });
  });

  it('sorts by name descending and by createdOn, and pages', async () => {
    const app = t2();
    const { viraj, alpha, gonka } = await buildOrganizers(app);
    expect(ids(await pagedOrganizers(app, { sort: { fieldName: 'name', direction: -1 } }))).toEqual([
      gonka.id,
      viraj.id,
      alpha.id,
    ]);
    expect(ids(await pagedOrganizers(app, { sort: { fieldName: 'createdOn', direction: -1 } }))).toEqual([
      viraj.id,
      gonka.id,
      alpha.id,
    ]);
    const second = await pagedOrganizers(app, { page: 2, size: 2 });
    expect(second.totalCount).toBe(3);
    expect(ids(second)).toEqual([gonka.id]);
    expect(await pagedOrganizers(app, { page: 3, size: 2 })).toEqual({ items: [], totalCount: 3 });
  });

  it('answers an empty page when there are no organizers', async () => {
    const app = t2();
    expect(await pagedOrganizers(app, { page: 1, size: 100 })).toEqual({ items: [], totalCount: 0 });
  });
});
