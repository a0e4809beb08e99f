import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildActors } from '../helpers/actors.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

const call = (
  app: TestApp,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('news administration', () => {
  const t2 = useTestApp();

  it('creates news with a ticker window and answers the spec shape', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const response = await call(app, 'POST', '/v1/News', headers.admin, {
      title: '  Открыта регистрация на Кубок  ',
      text: 'Подробности на сайте',
      startVisibleInRunningLine: '2025-06-01',
      endVisibleInRunningLine: '2025-06-10T21:00:00+03:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      title: 'Открыта регистрация на Кубок',
      text: 'Подробности на сайте',
      createdOn: expect.stringMatching(/Z$/),
      startVisibleInRunningLine: '2025-06-01T00:00:00.000Z',
      endVisibleInRunningLine: '2025-06-10T18:00:00.000Z',
    });
  });

  it('accepts an open window (no start, no end, or neither)', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const noWindow = await call(app, 'POST', '/v1/News', headers.admin, { title: 'Без окна' });
    expect(noWindow.json()).toMatchObject({
      text: '',
      startVisibleInRunningLine: null,
      endVisibleInRunningLine: null,
    });
    const onlyEnd = await call(app, 'POST', '/v1/News', headers.admin, {
      title: 'До',
      endVisibleInRunningLine: '2025-06-10',
    });
    expect(onlyEnd.json()).toMatchObject({
      startVisibleInRunningLine: null,
      endVisibleInRunningLine: '2025-06-10T00:00:00.000Z',
    });
    const oneDay = await call(app, 'POST', '/v1/News', headers.admin, {
      title: 'Один день',
      startVisibleInRunningLine: '2025-06-10',
      endVisibleInRunningLine: '2025-06-10T00:00:00Z',
    });
    expect(oneDay.statusCode).toBe(200);
  });

  it('refuses a window that ends before it starts, a missing title and a malformed date', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const backwards = await call(app, 'POST', '/v1/News', headers.admin, {
      title: 'Назад',
      startVisibleInRunningLine: '2025-06-10',
      endVisibleInRunningLine: '2025-06-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().Error).toBe(
      'Неверный запрос. endVisibleInRunningLine: Поле «конец показа в бегущей строке»: не раньше начала',
    );
    const untitled = await call(app, 'POST', '/v1/News', headers.admin, { title: '   ' });
    expect(untitled.json().Error).toBe('Неверный запрос. title: Не заполнено поле «заголовок новости»');
    const badDate = await call(app, 'POST', '/v1/News', headers.admin, {
      title: 'Х',
      startVisibleInRunningLine: '10.06.2025',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().Error).toContain('начало показа в бегущей строке');
    expect(await app.db.select().from(t.news)).toHaveLength(0);
  });

  it('updates a news item whole and deletes it; 404 for one that does not exist', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    const created = (
      await call(app, 'POST', '/v1/News', headers.admin, {
        title: 'Старый заголовок',
        startVisibleInRunningLine: '2025-06-01',
        endVisibleInRunningLine: '2025-06-10',
      })
    ).json();
    const updated = await call(app, 'PUT', '/v1/News', headers.admin, {
      id: created.id,
      title: 'Новый заголовок',
      startVisibleInRunningLine: '2025-06-05',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      title: 'Новый заголовок',
      createdOn: created.createdOn,
      startVisibleInRunningLine: '2025-06-05T00:00:00.000Z',
      endVisibleInRunningLine: null,
    });
    const backwards = await call(app, 'PUT', '/v1/News', headers.admin, {
      id: created.id,
      title: 'Х',
      startVisibleInRunningLine: '2025-06-05',
      endVisibleInRunningLine: '2025-06-04',
    });
    expect(backwards.statusCode).toBe(400);
    expect((await call(app, 'PUT', '/v1/News', headers.admin, { id: 999999, title: 'Х' })).statusCode).toBe(
      404,
    );

    const deleted = await call(app, 'DELETE', `/v1/News/${created.id}`, headers.admin);
    expect(deleted.body).toBe('true');
    expect(await app.db.select().from(t.news).where(eq(t.news.id, created.id))).toHaveLength(0);
    expect((await call(app, 'DELETE', `/v1/News/${created.id}`, headers.admin)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const app = t2();
    const { headers } = await buildActors(app);
    expect((await call(app, 'POST', '/v1/News', headers.organizerA, { title: 'Х' })).statusCode).toBe(403);
    expect((await call(app, 'POST', '/v1/News', {}, { title: 'Х' })).statusCode).toBe(401);
    expect((await call(app, 'DELETE', '/v1/News/1', headers.participant)).statusCode).toBe(403);
  });
});
