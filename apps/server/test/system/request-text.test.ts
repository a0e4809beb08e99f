import Fastify, { type RouteOptions } from 'fastify';
import { validatorCompiler, serializerCompiler } from 'fastify-type-provider-zod';
import * as contracts from '@velo/contracts';
import { CONTROL_CHARACTERS_PATTERN } from '@velo/contracts';
import { describe, expect, it } from 'vitest';
import { registerRoutes } from '../../src/routes/index.js';
import { users } from '../../src/db/schema/index.js';
import { createTestApp, useTestApp } from '../helpers/test-app.js';
import { textPositions } from '../helpers/zod-walk.js';

const CONTROL_SAMPLES = ['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b'];

/** A place lets a control character through when it takes one and hands it on (cleaning it is fine). */
const letsThrough = (schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown } }) =>
  CONTROL_SAMPLES.some((sample) => {
    const parsed = schema.safeParse(sample);
    return (
      parsed.success && !(typeof parsed.data === 'string' && !CONTROL_CHARACTERS_PATTERN.test(parsed.data))
    );
  });

/** Every request schema of every route: body, query string and path parameters. */
const routeRequestSchemas = async () => {
  const testApp = await createTestApp();
  const routes: RouteOptions[] = [];
  const bare = Fastify();
  bare.decorate('ctx', testApp.ctx);
  bare.decorate('metrics', testApp.app.metrics);
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  bare.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await registerRoutes(bare);
  await bare.ready();
  await bare.close();
  await testApp.close();
  return routes.flatMap((route) =>
    (['body', 'querystring', 'params'] as const).flatMap((part) => {
      const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
      return schema ? [{ name: `${String(route.method)} ${route.url} ${part}`, schema }] : [];
    }),
  );
};

/** The forms of multipart calls, read with parseForm from the contracts. */
const formSchemas = () =>
  Object.entries(contracts)
    .filter(([name]) => /FormSchema$/.test(name))
    .map(([name, schema]) => ({ name, schema }));

describe('free text in requests', () => {
  it('is refused with control characters in every string field of every route and form', async () => {
    const schemas = [...(await routeRequestSchemas()), ...formSchemas()];
    expect(schemas.length).toBeGreaterThan(100);
    const accepting = schemas.flatMap(({ name, schema }) =>
      textPositions(schema)
        .filter((place) => letsThrough(place.schema))
        .map((place) => `${name}: ${place.path}`),
    );
    expect([...new Set(accepting)]).toEqual([]);
  });
});

describe('a control character sent in a request', () => {
  const t = useTestApp();
  const signUp = {
    email: 'rider@example.org',
    password: 'Velo_2024',
    firstName: 'Иван',
    lastName: 'Петров',
    roleType: 'Participant',
  };

  it('answers 400 naming the field in a registration, and nothing is kept', async () => {
    const { app, db } = t();
    for (const [field, value] of [
      ['email', 'rider\u0000@example.org'],
      ['firstName', 'Иван\u0000'],
      ['comment', 'Привет\u0000'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/User/register',
        payload: { ...signUp, [field]: value },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().Error).toBe(
        `Неверный запрос. ${field}: содержит недопустимые управляющие символы`,
      );
    }
    expect(await db.select().from(users)).toEqual([]);
  });

  it('answers 400 naming the search text of the results and of the events', async () => {
    const { app } = t();
    const results = await app.inject({
      method: 'POST',
      url: '/v1/Statistic/paged-results',
      payload: { searchText: 'Пет\u0000ров', page: 1, size: 10 },
    });
    expect(results.statusCode).toBe(400);
    expect(results.json().Error).toContain('searchText: содержит недопустимые управляющие символы');
    const events = await app.inject({
      method: 'POST',
      url: '/v1/Event/paged',
      payload: { searchText: '\u001bгонка', page: 1, size: 10 },
    });
    expect(events.statusCode).toBe(400);
    expect(events.json().Error).toContain('searchText');
  });

  it('answers 400 naming the address in a password recovery', async () => {
    const { app } = t();
    const response = await app.inject({
      method: 'GET',
      url: `/v1/User/forgot-password/${encodeURIComponent('rider\u0000@example.org')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Error).toBe('Неверный запрос. email: содержит недопустимые управляющие символы');
  });

  it('keeps line breaks and tabs in a multi-line text, and refuses them in a line', async () => {
    const { app } = t();
    const comment = await app.inject({
      method: 'POST',
      url: '/v1/User/register',
      payload: { ...signUp, comment: 'Первая строка\n\tвторая строка' },
    });
    expect(comment.statusCode).toBe(200);
    const name = await app.inject({
      method: 'POST',
      url: '/v1/User/register',
      payload: { ...signUp, email: 'other@example.org', lastName: 'Петров\nСидоров' },
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().Error).toContain('lastName');
  });
});
