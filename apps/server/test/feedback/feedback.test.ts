import { describe, expect, it } from 'vitest';
import { buildActors } from '../helpers/actors.js';
import { createTestApp, useTestApp, type TestApp } from '../helpers/test-app.js';

const send = (app: TestApp, payload: object, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/v1/Feedback', headers, payload });

const list = (app: TestApp, headers: Record<string, string>, payload: object = {}) =>
  app.app.inject({ method: 'POST', url: '/v1/Feedback/paged', headers, payload });

const MESSAGE = {
  name: 'Иван Петров',
  email: 'Ivan@Example.org',
  text: 'В протоколе «Кубка Москвы» перепутаны мои фамилия и имя.',
  page: 'http://portal.test/results/details/12',
};

describe('feedback', () => {
  const t = useTestApp({ env: { FEEDBACK_RATE_LIMIT_PER_HOUR: '1000' } });

  it('stores a guest’s message with its page, and an administrator sees it new, newest first', async () => {
    const app = t();
    const { headers } = await buildActors(app);
    const first = await send(app, MESSAGE);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('true');
    await send(app, { ...MESSAGE, name: 'Анна', text: 'Второе сообщение' });

    const response = await list(app, headers.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalCount).toBe(2);
    expect(body.items.map((item: { text: string }) => item.text)).toEqual(['Второе сообщение', MESSAGE.text]);
    expect(body.items[1]).toEqual({
      id: expect.any(Number),
      name: 'Иван Петров',
      email: 'Ivan@Example.org',
      text: MESSAGE.text,
      page: MESSAGE.page,
      userId: null,
      status: 'new',
      createdOn: expect.stringMatching(/Z$/),
      answeredOn: null,
    });
  });

  it('keeps the account of a signed-in sender', async () => {
    const app = t();
    const { headers, userIds } = await buildActors(app);
    await send(app, MESSAGE, headers.participant);
    const [item] = (await list(app, headers.admin)).json().items;
    expect(item.userId).toBe(userIds.participant);
  });

  it('marks a message answered, and lists new and answered apart', async () => {
    const app = t();
    const { headers } = await buildActors(app);
    await send(app, MESSAGE);
    await send(app, { ...MESSAGE, text: 'Ещё вопрос' });
    const [newest] = (await list(app, headers.admin)).json().items;
    const marked = await app.app.inject({
      method: 'PATCH',
      url: `/v1/Feedback/${newest.id}/answered`,
      headers: headers.admin,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      id: newest.id,
      status: 'answered',
      answeredOn: expect.any(String),
    });

    const fresh = (await list(app, headers.admin, { status: 'new' })).json();
    expect(fresh.items.map((item: { text: string }) => item.text)).toEqual([MESSAGE.text]);
    const answered = (await list(app, headers.admin, { status: 'answered' })).json();
    expect(answered.items.map((item: { id: number }) => item.id)).toEqual([newest.id]);

    const missing = await app.app.inject({
      method: 'PATCH',
      url: '/v1/Feedback/999999/answered',
      headers: headers.admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Error).toBe('Сообщение обратной связи не найдено');
  });

  it('refuses a control character with a Russian sentence, and a missing text or a wrong e-mail', async () => {
    const app = t();
    const { headers } = await buildActors(app);
    const control = await send(app, { ...MESSAGE, name: 'Иван\u0007' });
    expect(control.statusCode).toBe(400);
    expect(control.json().Error).toBe(
      'Неверный запрос. name: Поле «имя»: содержит недопустимые управляющие символы',
    );
    const empty = await send(app, { ...MESSAGE, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Error).toBe('Неверный запрос. text: Не заполнено поле «сообщение»');
    const email = await send(app, { ...MESSAGE, email: 'ivan@' });
    expect(email.statusCode).toBe(400);
    expect(email.json().Error).toBe('Неверный запрос. email: Введите корректный адрес электронной почты');
    // Line breaks in the text are welcome.
    expect((await send(app, { ...MESSAGE, text: 'Строка один\nСтрока два' })).statusCode).toBe(200);
    expect((await list(app, headers.admin)).json().totalCount).toBe(1);
  });

  it('answers a filled honeypot as a success and keeps nothing', async () => {
    const app = t();
    const { headers } = await buildActors(app);
    const robot = await send(app, { ...MESSAGE, website: 'http://spam.example' });
    expect(robot.statusCode).toBe(200);
    expect(robot.body).toBe('true');
    expect((await list(app, headers.admin)).json()).toEqual({ items: [], totalCount: 0 });
  });

  it('lets only administrators list feedback or mark it answered', async () => {
    const app = t();
    const { headers } = await buildActors(app);
    expect((await list(app, {})).statusCode).toBe(401);
    for (const actor of ['participant', 'organizerA'] as const) {
      expect((await list(app, headers[actor])).statusCode).toBe(403);
      const mark = await app.app.inject({
        method: 'PATCH',
        url: '/v1/Feedback/1/answered',
        headers: headers[actor],
      });
      expect(mark.statusCode).toBe(403);
    }
  });
});

describe('feedback rate limit', () => {
  it('answers 429 with a Russian sentence past the hourly limit of an address', async () => {
    const limited = await createTestApp({ env: { FEEDBACK_RATE_LIMIT_PER_HOUR: '2' } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await send(limited, MESSAGE)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await send(limited, MESSAGE);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().Error).toBe('Слишком много запросов, попробуйте позже');
    } finally {
      await limited.close();
    }
  });
});
