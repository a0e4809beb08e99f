import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTokenService } from '../../src/auth/tokens.js';
import * as s from '../../src/db/schema/index.js';
import { INVALID_STATE_MESSAGE } from '../../src/domain/external-auth/oauth-state.js';
import { tokenFor, buildAccount } from '../helpers/actors.js';
import { startFakeOAuthProvider } from '../helpers/fake-oauth-provider.js';
import { useTestApp } from '../helpers/test-app.js';
import { createSignUpRequest, loginUrl, profileFor, registerUrl, stateFor } from './external-flow.js';

const fake = await startFakeOAuthProvider();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const person = { key: '9', firstName: 'Иван', lastName: 'Петров', email: 'ivan@example.org' };

describe('the OAuth state of an external sign-in', () => {
  const t = useTestApp({ env: fake.env() });

  const expectRefused = async (url: string) => {
    const response = await t().app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().Error).toBe(INVALID_STATE_MESSAGE);
    // The code is never taken to the provider, and nobody is created.
    expect(fake.calls.filter((call) => call.step === 'token')).toEqual([]);
    expect(await t().db.select().from(s.users)).toEqual([]);
  };

  it('refuses a state signed with another key (forged)', async () => {
    const forger = createTokenService('a-different-secret-that-is-long-enough-32');
    const forged = await forger.signValue('oauth-state', { provider: 'yandex' }, 600_000);
    await expectRefused(loginUrl('yandex', fake.issueCode('yandex', profileFor('yandex', person)), forged));
  });

  it('refuses an expired state', async () => {
    const expired = await t().ctx.tokens.signValue('oauth-state', { provider: 'yandex' }, -60_000);
    await expectRefused(loginUrl('yandex', fake.issueCode('yandex', profileFor('yandex', person)), expired));
  });

  it("refuses another provider's state", async () => {
    const stravaState = await stateFor(t(), 'strava');
    await expectRefused(
      loginUrl('yandex', fake.issueCode('yandex', profileFor('yandex', person)), stravaState),
    );
    await expectRefused(loginUrl('bank', fake.issueCode('bank', profileFor('bank', person)), stravaState));
  });

  it('refuses a signed value of another purpose, such as a session token', async () => {
    const { user } = await buildAccount(t().db);
    const session = await tokenFor(t(), user.id);
    await t().db.delete(s.users);
    await expectRefused(loginUrl('vk', fake.issueCode('vk', profileFor('vk', person)), session));
  });

  it('refuses a state that is not a signed value at all', async () => {
    await expectRefused(
      loginUrl('strava', fake.issueCode('strava', profileFor('strava', { ...person, key: '9' })), 'abc'),
    );
  });

  it('refuses a Strava sign-up whose state names no request, or another request', async () => {
    const plain = await stateFor(t(), 'strava');
    const other = await createSignUpRequest(t());
    const forOther = await stateFor(t(), 'strava', other);
    const code = fake.issueCode('strava', profileFor('strava', person));
    await expectRefused(registerUrl(code, other.id + 1, plain));
    await expectRefused(registerUrl(code, other.id + 1, forOther));
  });

  it('answers 400 with the field name when the code or the state is missing', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/v1/ExternalSystem/login-yandex?code=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors.join(' ')).toContain('state');
  });
});
