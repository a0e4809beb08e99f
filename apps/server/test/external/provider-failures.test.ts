import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExternalProvider } from '@velo/contracts';
import * as s from '../../src/db/schema/index.js';
import { startFakeOAuthProvider } from '../helpers/fake-oauth-provider.js';
import { createTestApp, useTestApp } from '../helpers/test-app.js';
import { PROVIDERS, loginUrl, profileFor, stateFor } from './external-flow.js';

const fake = await startFakeOAuthProvider();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const NAMES = { strava: 'Strava', yandex: 'Яндекс ID', vk: 'VK ID', bank: 'Банк' } as const;
const person = { key: '300', firstName: 'Пётр', lastName: 'Козлов', email: 'petr@example.org' };

describe('when a provider fails', () => {
  const t = useTestApp({ env: fake.env() });

  const attempt = async (
    provider: ExternalProvider,
    code = fake.issueCode(provider, profileFor(provider, person)),
  ) => t().app.inject({ method: 'GET', url: loginUrl(provider, code, await stateFor(t(), provider)) });

  it.each(PROVIDERS)(
    '%s: a 5xx from the token endpoint is a 502 that names the service',
    async (provider) => {
      fake.failNext(provider, 'token', { status: 500, body: '{"message":"internal"}' });
      const response = await attempt(provider);
      expect(response.statusCode).toBe(502);
      expect(response.json().Error).toBe(
        `Сервис входа «${NAMES[provider]}» ответил ошибкой (HTTP 500), попробуйте позже`,
      );
      expect(await t().db.select().from(s.users)).toEqual([]);
    },
  );

  it.each(PROVIDERS)('%s: a profile answer that is not JSON is a 502', async (provider) => {
    fake.failNext(provider, 'profile', { status: 200, body: '<html>oops</html>' });
    // Strava's token answer carries the athlete; make the client ask the API.
    const code =
      provider === 'strava'
        ? fake.issueCode('strava', profileFor('strava', person), { athleteInToken: false })
        : undefined;
    const response = await attempt(provider, code);
    expect(response.statusCode).toBe(502);
    expect(response.json().Error).toBe(
      `Сервис входа «${NAMES[provider]}» прислал неожиданный ответ, попробуйте позже`,
    );
  });

  it.each(PROVIDERS)(
    '%s: a code the provider refuses (unknown or used) is a 400 asking to start again',
    async (provider) => {
      const code = fake.issueCode(provider, profileFor(provider, person));
      expect((await attempt(provider, code)).statusCode).toBe(200);
      const reused = await attempt(provider, code);
      expect(reused.statusCode).toBe(400);
      expect(reused.json().Error).toContain('не принял код входа');
      const unknown = await attempt(provider, 'never-issued');
      expect(unknown.statusCode).toBe(400);
    },
  );

  it('a failed Strava sign-in is in the administrators\u2019 notifications; another provider\u2019s is not', async () => {
    fake.failNext('yandex', 'token', { status: 500, body: '{}' });
    expect((await attempt('yandex')).statusCode).toBe(502);
    expect(await t().db.select().from(s.notifications)).toEqual([]);
    fake.failNext('strava', 'token', { status: 503, body: '{}' });
    expect((await attempt('strava')).statusCode).toBe(502);
    const stored = await t().db.select().from(s.notifications);
    expect(stored).toEqual([
      expect.objectContaining({
        notificationType: 'stravaAuthenticationFailure',
        userId: null,
        subject: 'Не удалось войти через Strava',
        body: 'Сервис входа «Strava» ответил ошибкой (HTTP 503), попробуйте позже',
      }),
    ]);
  });

  it('a profile refused by the provider is a 502, not a 500', async () => {
    fake.failNext('yandex', 'profile', { status: 401, body: '{"error":"invalid_token"}' });
    const response = await attempt('yandex');
    expect(response.statusCode).toBe(502);
    expect(response.json().Error).toContain('HTTP 401');
  });

  it('a token answer without an access token is a 502', async () => {
    fake.failNext('bank', 'token', { status: 200, body: '{"token_type":"Bearer"}' });
    expect((await attempt('bank')).statusCode).toBe(502);
  });
});

describe('when the portal is misconfigured for a provider', () => {
  it('a refused client secret is a 502 asking to tell the administrator', async () => {
    const app = await createTestApp({ env: { ...fake.env('vk'), VK_CLIENT_SECRET: 'wrong-secret' } });
    try {
      const code = fake.issueCode('vk', profileFor('vk', person));
      const response = await app.app.inject({
        method: 'GET',
        url: loginUrl('vk', code, await stateFor(app, 'vk')),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().Error).toBe(
        'Сервис входа «VK ID» не принял настройки портала. Сообщите администратору',
      );
    } finally {
      await app.close();
    }
  });

  it('an unreachable provider is a 502 saying the service does not answer', async () => {
    const env = { ...fake.env('bank'), BANK_AUTH_URL: 'http://127.0.0.1:9/bank' };
    const app = await createTestApp({ env });
    try {
      const response = await app.app.inject({
        method: 'GET',
        url: loginUrl('bank', 'code', await stateFor(app, 'bank')),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().Error).toBe('Сервис входа «Банк» не отвечает, попробуйте позже');
    } finally {
      await app.close();
    }
  });
});
