import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOAuthProvider } from '../helpers/fake-oauth-provider.js';
import { createTestApp, useTestApp } from '../helpers/test-app.js';
import { createSignUpRequest, getLinks, loginUrl, profileFor, registerUrl } from './external-flow.js';

const fake = await startFakeOAuthProvider();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('external sign-in links with two providers configured', () => {
  const t = useTestApp({ env: fake.env('strava', 'yandex') });

  it('lists only the configured providers, each with its kind', async () => {
    const links = await getLinks(t());
    expect(links.map(({ provider, type }) => ({ provider, type }))).toEqual([
      { provider: 'strava', type: 'fitnessTracking' },
      { provider: 'yandex', type: 'searchPortal' },
    ]);
  });

  it("points each link at the provider's authorize page with the client id, the portal's callback and the state", async () => {
    const [strava, yandex] = await getLinks(t());
    const stravaLink = new URL(strava!.link);
    expect(`${stravaLink.origin}${stravaLink.pathname}`).toBe(`${fake.url}/strava/oauth/authorize`);
    expect(Object.fromEntries(stravaLink.searchParams)).toMatchObject({
      client_id: 'strava-client',
      redirect_uri: 'http://portal.test/auth/strava/participant',
      response_type: 'code',
      state: strava!.state,
    });
    const yandexLink = new URL(yandex!.link);
    expect(`${yandexLink.origin}${yandexLink.pathname}`).toBe(`${fake.url}/yandex/authorize`);
    expect(yandexLink.searchParams.get('redirect_uri')).toBe('http://portal.test/auth/yandex/participant');
  });

  it('gives a state the server itself signed, naming the provider and valid for ten minutes', async () => {
    const { ctx } = t();
    const [strava] = await getLinks(t());
    const value = await ctx.tokens.verifyValue('oauth-state', strava!.state);
    expect(value).toMatchObject({ purpose: 'oauth-state', provider: 'strava' });
    expect(value!.addRoleRequestId).toBeUndefined();
    const lifetime = Number(value!.exp) - Number(value!.iat);
    expect(lifetime).toBe(600);
  });

  it('puts the role request of a sign-up into every state', async () => {
    const { ctx } = t();
    const request = await createSignUpRequest(t());
    const links = await getLinks(t(), request);
    for (const link of links) {
      expect(await ctx.tokens.verifyValue('oauth-state', link.state)).toMatchObject({
        provider: link.provider,
        addRoleRequestId: request.id,
      });
    }
  });

  it('completes the round trip: the provider sends the browser back with a code and the same state, and the code signs in', async () => {
    const { app } = t();
    const [strava] = await getLinks(t());
    fake.signInNextAs('strava', profileFor('strava', { key: '501', firstName: 'Иван', lastName: 'Круглов' }));
    const redirect = await fetch(strava!.link, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const callback = new URL(redirect.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe('http://portal.test/auth/strava/participant');
    expect(callback.searchParams.get('state')).toBe(strava!.state);
    const login = await app.inject({
      method: 'GET',
      url: loginUrl('strava', callback.searchParams.get('code')!, callback.searchParams.get('state')!),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toBeTruthy();
  });

  it("answers 400 'Вход через … не настроен' for a provider that is not configured", async () => {
    const { app } = t();
    const expected = { vk: 'Вход через VK ID не настроен', bank: 'Вход через банк не настроен' } as const;
    for (const provider of ['vk', 'bank'] as const) {
      const response = await app.inject({ method: 'GET', url: loginUrl(provider, 'any-code', 'any-state') });
      expect(response.statusCode).toBe(400);
      expect(response.json().Error).toBe(expected[provider]);
    }
  });
});

describe('external sign-in with no provider configured', () => {
  const t = useTestApp();

  it('lists no links', async () => {
    expect(await getLinks(t())).toEqual([]);
  });

  it('answers every sign-in and the Strava sign-up with a clear 400, never a crash', async () => {
    const { app } = t();
    const urls = [
      loginUrl('strava', 'c', 's'),
      loginUrl('yandex', 'c', 's'),
      loginUrl('vk', 'c', 's'),
      loginUrl('bank', 'c', 's'),
      registerUrl('c', 1, 's'),
    ];
    const errors = [];
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      errors.push(response.json().Error);
    }
    expect(errors).toEqual([
      'Вход через Strava не настроен',
      'Вход через Яндекс ID не настроен',
      'Вход через VK ID не настроен',
      'Вход через банк не настроен',
      'Вход через Strava не настроен',
    ]);
  });

  it('needs both URLs, the id and the secret: three of the four settings are not enough', async () => {
    const { STRAVA_API_URL: _dropped, ...partial } = fake.env('strava');
    const partlyConfigured = await createTestApp({ env: partial });
    try {
      expect(await getLinks(partlyConfigured)).toEqual([]);
    } finally {
      await partlyConfigured.close();
    }
  });
});
