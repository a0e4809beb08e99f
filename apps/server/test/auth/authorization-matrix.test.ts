import { describe, expect, it } from 'vitest';
import type { AccessRule } from '../../src/auth/access-policy.js';
import { personalRead } from '../../src/plugins/cache-class.js';
import { buildActors, type ActorName } from '../helpers/actors.js';
import { createTestApp, useTestApp } from '../helpers/test-app.js';
import { resetDatabase } from '../helpers/test-database.js';

const ACTORS: ActorName[] = [
  'anonymous',
  'participant',
  'unconfirmed',
  'organizerA',
  'organizerB',
  'unconfirmedOrganizer',
  'admin',
];

/** What each rule lets each caller do: 'ok' = past the gate (any answer but 401/403), else the status. */
const EXPECTED: Record<AccessRule, Record<ActorName, 'ok' | 401 | 403 | 404>> = {
  public: {
    anonymous: 'ok',
    participant: 'ok',
    unconfirmed: 'ok',
    organizerA: 'ok',
    organizerB: 'ok',
    unconfirmedOrganizer: 'ok',
    admin: 'ok',
  },
  signedIn: {
    anonymous: 401,
    participant: 'ok',
    unconfirmed: 'ok',
    organizerA: 'ok',
    organizerB: 'ok',
    unconfirmedOrganizer: 'ok',
    admin: 'ok',
  },
  confirmed: {
    anonymous: 401,
    participant: 'ok',
    unconfirmed: 403,
    organizerA: 'ok',
    organizerB: 'ok',
    unconfirmedOrganizer: 403,
    admin: 'ok',
  },
  organizer: {
    anonymous: 401,
    participant: 403,
    unconfirmed: 403,
    organizerA: 'ok',
    organizerB: 'ok',
    unconfirmedOrganizer: 403,
    admin: 'ok',
  },
  admin: {
    anonymous: 401,
    participant: 403,
    unconfirmed: 403,
    organizerA: 403,
    organizerB: 403,
    unconfirmedOrganizer: 403,
    admin: 'ok',
  },
  integration: {
    anonymous: 401,
    participant: 403,
    unconfirmed: 403,
    organizerA: 403,
    organizerB: 403,
    unconfirmedOrganizer: 403,
    admin: 'ok',
  },
  // The timing partner's calls take its key only; without INTEGRATION_API_KEYS (as here) they are off.
  // With keys: test/integration-api/partner-api.test.ts.
  partner: {
    anonymous: 404,
    participant: 404,
    unconfirmed: 404,
    organizerA: 404,
    organizerB: 404,
    unconfirmedOrganizer: 404,
    admin: 404,
  },
};

const PARAM_VALUES: Record<string, string> = {
  mapGuid: '00000000-0000-4000-8000-000000000000',
  email: 'nobody%40example.org',
  query: 'Moscow',
};
const fillParams = (url: string) =>
  url.replace(/:([A-Za-z_]+)/g, (_, name: string) => PARAM_VALUES[name] ?? '999999');

describe('authorization matrix', () => {
  const t = useTestApp();

  it('answers every registered route as its rule says, for each kind of caller', async () => {
    const app = t();
    const routes = app.app.routeRules;
    expect(routes.length).toBeGreaterThan(10);
    const mismatches: string[] = [];
    for (const route of routes) {
      await resetDatabase(app.handle);
      const actors = await buildActors(app);
      for (const actor of ACTORS) {
        const response = await app.app.inject({
          method: route.method as 'GET',
          url: fillParams(route.url),
          headers: actors.headers[actor],
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        });
        const expected = EXPECTED[route.access][actor];
        const status = response.statusCode;
        const passed =
          expected === 'ok'
            ? status !== 401 && (status !== 403 || /другого/.test(response.json().Error))
            : status === expected;
        if (!passed)
          mismatches.push(`${route.method} ${route.url} as ${actor}: ${status} (expected ${expected})`);
      }
    }
    expect(mismatches).toEqual([]);
    // About 1,000 requests with a fresh database per route: minutes on a busy shared machine.
  }, 300_000);

  it('guards HEAD requests of GET routes exactly like the GET', async () => {
    const app = t();
    const actors = await buildActors(app);
    const getRoutes = app.app.routeRules.filter(
      (route) => route.method === 'GET' && route.access !== 'public',
    );
    expect(getRoutes.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const route of getRoutes) {
      for (const actor of ['anonymous', 'participant'] as const) {
        const expected = EXPECTED[route.access][actor];
        if (expected === 'ok') continue;
        const response = await app.app.inject({
          method: 'HEAD',
          url: fillParams(route.url),
          headers: actors.headers[actor],
        });
        if (response.statusCode !== expected)
          leaks.push(`HEAD ${route.url} as ${actor}: ${response.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 300_000);

  it('refuses to start a route that has no rule', async () => {
    await expect(
      createTestApp({
        beforeReady: (instance) => {
          instance.get('/v1/Undeclared/route', async () => 'x');
        },
      }),
    ).rejects.toThrow(/не имеет правила доступа/);
    // Nor one outside the API's paths: every route of ours declares its rules.
    await expect(
      createTestApp({
        beforeReady: (instance) => {
          instance.get('/undeclared-page', async () => 'x');
        },
      }),
    ).rejects.toThrow(/не имеет правила доступа/);
  });

  it('lets the timing partner in with its key, and nobody with a wrong one', async () => {
    const keyed = await createTestApp({
      env: { INTEGRATION_API_KEY: 'partner-key-1234567890' },
      beforeReady: (instance) => {
        instance.get(
          '/integration-api/Probe/ping',
          { config: { access: 'integration', cache: personalRead } },
          async () => ({
            ok: true,
          }),
        );
      },
    });
    try {
      const ok = await keyed.app.inject({
        method: 'GET',
        url: '/integration-api/Probe/ping',
        headers: { 'x-api-key': 'partner-key-1234567890' },
      });
      expect(ok.statusCode).toBe(200);
      const wrong = await keyed.app.inject({
        method: 'GET',
        url: '/integration-api/Probe/ping',
        headers: { 'x-api-key': 'guess' },
      });
      expect(wrong.statusCode).toBe(401);
    } finally {
      await keyed.close();
    }
  });
});
