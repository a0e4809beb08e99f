import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExternalProvider } from '@velo/contracts';
import { AppError } from '../../src/errors.js';
import { createOAuthClient } from '../../src/infra/oauth/oauth-clients.js';
import type { OAuthSettings } from '../../src/infra/oauth/types.js';
import { FAKE_CLIENTS, startFakeOAuthProvider } from '../helpers/fake-oauth-provider.js';

const fake = await startFakeOAuthProvider();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const settings = (provider: ExternalProvider, timeoutMs = 2_000): OAuthSettings => ({
  clientId: FAKE_CLIENTS[provider].id,
  clientSecret: FAKE_CLIENTS[provider].secret,
  authUrl: `${fake.url}/${provider}`,
  apiUrl: `${fake.url}/${provider}-api`,
  timeoutMs,
});
const redirect = (provider: ExternalProvider) => `http://portal.test/auth/${provider}/participant`;

describe('the provider clients', () => {
  it('read what each provider tells into one profile', async () => {
    const exchange = (provider: ExternalProvider, code: string) =>
      createOAuthClient(provider, settings(provider)).exchange(code, redirect(provider));
    expect(
      await exchange('strava', fake.issueCode('strava', { id: 1, firstname: ' Иван ', lastname: 'Орлов' })),
    ).toEqual({
      providerKey: '1',
      firstName: 'Иван',
      lastName: 'Орлов',
    });
    const yandex = fake.issueCode('yandex', {
      id: '2',
      first_name: 'Анна',
      last_name: 'Белова',
      default_email: 'Anna@Yandex.ru',
      birthday: '1979-02-03',
    });
    expect(await exchange('yandex', yandex)).toEqual({
      providerKey: '2',
      firstName: 'Анна',
      lastName: 'Белова',
      email: 'anna@yandex.ru',
      birthYear: 1979,
    });
    const vk = fake.issueCode('vk', {
      user_id: 3,
      first_name: 'Олег',
      last_name: 'Сомов',
      email: 'o@vk.com',
      birthday: '1.12.1990',
    });
    expect(await exchange('vk', vk)).toMatchObject({ providerKey: '3', email: 'o@vk.com', birthYear: 1990 });
    const bank = fake.issueCode('bank', {
      sub: 'abc-4',
      given_name: 'Ия',
      family_name: 'Ли',
      birthdate: '2001-07-08',
    });
    expect(await exchange('bank', bank)).toEqual({
      providerKey: 'abc-4',
      firstName: 'Ия',
      lastName: 'Ли',
      email: undefined,
      birthYear: 2001,
    });
  });

  it('ignore a hidden birth year and a malformed e-mail instead of failing', async () => {
    const yandex = createOAuthClient('yandex', settings('yandex'));
    const code = fake.issueCode('yandex', {
      id: '5',
      first_name: 'А',
      last_name: 'Б',
      default_email: 'not-an-email',
      birthday: '0000-05-17',
    });
    expect(await yandex.exchange(code, redirect('yandex'))).toMatchObject({
      email: undefined,
      birthYear: undefined,
    });
    const vk = createOAuthClient('vk', settings('vk'));
    const vkCode = fake.issueCode('vk', {
      user_id: '6',
      first_name: 'А',
      last_name: 'Б',
      email: '',
      birthday: '17.05',
    });
    expect(await vk.exchange(vkCode, redirect('vk'))).toMatchObject({
      email: undefined,
      birthYear: undefined,
    });
  });

  it('send the client secret, the grant type and the redirect URI to the token endpoint', async () => {
    const client = createOAuthClient('strava', settings('strava'));
    await client.exchange(fake.issueCode('strava', { id: 7 }), redirect('strava'));
    const tokenCall = fake.calls.find((call) => call.step === 'token');
    expect(tokenCall?.form).toMatchObject({
      client_id: 'strava-client',
      client_secret: 'strava-secret',
      grant_type: 'authorization_code',
      redirect_uri: redirect('strava'),
    });
  });

  it('refuse a code issued for another redirect URI, as the provider does', async () => {
    const client = createOAuthClient('bank', settings('bank'));
    const code = fake.issueCode('bank', { sub: '8' }, { redirectUri: 'http://elsewhere.test/cb' });
    await expect(client.exchange(code, redirect('bank'))).rejects.toMatchObject({ statusCode: 400 });
  });

  it('give up on a provider that does not answer in time with a 502', async () => {
    fake.failNext('yandex', 'token', { hang: true });
    const client = createOAuthClient('yandex', settings('yandex', 300));
    const started = Date.now();
    const failure = await client.exchange('any', redirect('yandex')).catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      statusCode: 502,
      message: 'Сервис входа «Яндекс ID» не отвечает, попробуйте позже',
    });
  });

  it('build the authorize link with the scopes each provider needs', () => {
    const bank = new URL(createOAuthClient('bank', settings('bank')).authorizeUrl('st', redirect('bank')));
    expect(bank.searchParams.get('scope')).toBe('openid profile email');
    const vk = new URL(createOAuthClient('vk', settings('vk')).authorizeUrl('st', redirect('vk')));
    expect(vk.pathname).toBe('/vk/authorize');
    expect(vk.searchParams.get('state')).toBe('st');
  });
});
