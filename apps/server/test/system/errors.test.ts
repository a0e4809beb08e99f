import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.js';
import { useTestApp } from '../helpers/test-app.js';
import { personalRead } from '../../src/plugins/cache-class.js';

const addProbeRoutes = (app: FastifyInstance) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/v1/__probe/validated',
    {
      schema: { body: z.object({ email: z.email(), age: z.number().int().min(0) }) },
      config: { access: 'public', cache: personalRead },
    },
    async () => ({ ok: true }),
  );
  typed.get('/v1/__probe/app-error', { config: { access: 'public', cache: personalRead } }, async () => {
    throw new AppError('CONFLICT', 'Организатор используется в мероприятиях', ['Мероприятие 1']);
  });
  typed.get('/v1/__probe/crash', { config: { access: 'public', cache: personalRead } }, async () => {
    throw new Error('connection string postgres://secret@db failed');
  });
};

describe('error bodies', () => {
  const t = useTestApp({ beforeReady: addProbeRoutes });

  it('answers JSON 404 with an Error for unknown /v1 and /integration-api paths', async () => {
    for (const url of ['/v1/NoSuchThing', '/integration-api/Nope/1', '/v1/Event/x/y/z']) {
      const response = await t().app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().Error).toContain('не найден');
    }
  });

  it('answers 400 naming the field when a body fails validation', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/v1/__probe/validated',
      payload: { email: 'not-an-email', age: -1 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.Error).toContain('email');
    expect(body.Errors).toHaveLength(2);
    expect(body.Errors.join(' ')).toMatch(/age/);
  });

  it('answers 400 in Russian for a body that is not JSON', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/v1/__probe/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Error).toBe('Тело запроса не является корректным JSON');
  });

  it('passes the message and the list of an application error through', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/v1/__probe/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      Error: 'Организатор используется в мероприятиях',
      Errors: ['Мероприятие 1'],
    });
  });

  it('never shows internals on a 500', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/v1/__probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json().Error).toBe('Внутренняя ошибка сервера. Попробуйте позже.');
  });
});

describe('broken multipart bodies', () => {
  const t = useTestApp();

  it('answers 400 in Russian, not 500, when a form is cut short', async () => {
    const boundary = '----broken';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\nМесто;Фамилия`;
    for (const url of ['/v1/Protocol/process-file', '/v1/EventOrganizer/create', '/v1/Geo/gpx-start-point']) {
      const { buildActors } = await import('../helpers/actors.js');
      const actors = await buildActors(t());
      const response = await t().app.inject({
        method: 'POST',
        url,
        headers: { ...actors.headers.admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().Error).toBe('Не удалось прочитать форму: тело запроса повреждено или оборвано');
    }
  });
});
