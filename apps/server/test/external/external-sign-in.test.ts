import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExternalProvider } from '@velo/contracts';
import * as s from '../../src/db/schema/index.js';
import { isUniqueViolation } from '../../src/domain/external-auth/external-logins-repository.js';
import { bearer, buildAccount } from '../helpers/actors.js';
import { startFakeOAuthProvider } from '../helpers/fake-oauth-provider.js';
import { buildParticipant } from '../helpers/factories.js';
import { multipart } from '../helpers/multipart.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import {
  PROVIDERS,
  loginUrl,
  profileFor,
  stateFor,
  tellsBirthYear,
  tellsEmail,
  type Person,
} from './external-flow.js';

const fake = await startFakeOAuthProvider();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const LOGIN_PROVIDER = { strava: 'Strava', yandex: 'Yandex', vk: 'VK', bank: 'Bank' } as const;

/** The whole sign-in as the web app does it: state from the links, code from the provider. */
const signIn = async (app: TestApp, provider: ExternalProvider, person: Person) => {
  const code = fake.issueCode(provider, profileFor(provider, person));
  const response = await app.app.inject({
    method: 'GET',
    url: loginUrl(provider, code, await stateFor(app, provider)),
  });
  return response;
};

const currentUser = async (app: TestApp, token: string) =>
  (await app.app.inject({ method: 'GET', url: '/v1/User/get-current', headers: bearer(token) })).json();

describe('sign-in through an external provider', () => {
  const t = useTestApp({ env: fake.env() });

  describe.each(PROVIDERS)('%s', (provider) => {
    const rider: Person = {
      key: '7001',
      firstName: 'Алексей',
      lastName: 'Сидоров',
      email: 'alexey.sidorov@example.org',
      birthYear: 1985,
    };

    it('creates an account on the first sign-in and opens a session', async () => {
      const app = t();
      const response = await signIn(app, provider, rider);
      expect(response.statusCode).toBe(200);
      const session = response.json();
      expect(session).toMatchObject({ tokenType: 'Bearer' });
      expect(Date.parse(session.expiryDate)).toBeGreaterThan(Date.now());
      const me = await currentUser(app, session.token);
      expect(me).toMatchObject({
        firstName: 'Алексей',
        lastName: 'Сидоров',
        loginProvider: LOGIN_PROVIDER[provider],
        providerKey: '7001',
        email: tellsEmail(provider) ? 'alexey.sidorov@example.org' : 'strava-7001@users.velorating.local',
      });
      const logins = await app.db.select().from(s.externalLogins);
      expect(logins).toMatchObject([{ provider, providerKey: '7001', userId: me.id }]);
    });

    it('signs the same account in the second time', async () => {
      const app = t();
      const first = await currentUser(app, (await signIn(app, provider, rider)).json().token);
      const second = await signIn(app, provider, rider);
      expect(second.statusCode).toBe(200);
      expect((await currentUser(app, second.json().token)).id).toBe(first.id);
      expect(await app.db.select().from(s.users)).toHaveLength(1);
    });

    it(`links no rider with the same name${tellsBirthYear(provider) ? ' and year of birth' : ''}: the account waits for a claim, and the provider's words are kept`, async () => {
      const app = t();
      // A stranger signing in with a rider's name (and year) is not that rider (issue 34).
      const theRider = await buildParticipant(app.db, {
        lastName: 'СИДОРОВ',
        firstName: 'Алексей',
        yearOfBirth: 1985,
      });
      const response = await signIn(app, provider, rider);
      expect(response.json().token).toBeTruthy();
      const me = await currentUser(app, response.json().token);
      expect(me).toMatchObject({ isConfirmed: false, participantId: null });
      expect(me.addRoleRequest).toMatchObject({ roleName: 'Participant', status: 'review' });
      const [stillFree] = await app.db
        .select()
        .from(s.participants)
        .where(eq(s.participants.id, theRider.id));
      expect(stillFree!.userId).toBeNull();
      const [notification] = await app.db.select().from(s.notifications);
      expect(notification).toMatchObject({
        notificationType: 'userWaitConfirm',
        userId: null,
        aboutUserId: me.id,
      });
      expect(notification!.body).toContain('не привязывается по совпадению имени');
      const [login] = await app.db.select().from(s.externalLogins);
      expect(login).toMatchObject({
        firstName: 'Алексей',
        lastName: 'Сидоров',
        email: tellsEmail(provider) ? 'alexey.sidorov@example.org' : null,
        birthYear: tellsBirthYear(provider) ? 1985 : null,
      });
    });

    it('a claim from that account keeps what the provider said, for the review', async () => {
      const app = t();
      const theRider = await buildParticipant(app.db, { lastName: 'Сидоров', firstName: 'Алексей' });
      const token = (await signIn(app, provider, rider)).json().token as string;
      const form = multipart([{ name: 'participantId', value: String(theRider.id) }]);
      const claim = await app.app.inject({
        method: 'POST',
        url: '/v1/ParticipantClaim',
        payload: form.payload,
        headers: { ...bearer(token), ...form.headers },
      });
      expect(claim.statusCode, claim.body).toBe(200);
      expect(claim.json().signIn).toEqual({
        loginProvider: LOGIN_PROVIDER[provider],
        label: { strava: 'Strava', yandex: 'Яндекс ID', vk: 'VK ID', bank: 'Банк' }[provider],
        firstName: 'Алексей',
        lastName: 'Сидоров',
        yearOfBirth: tellsBirthYear(provider) ? 1985 : null,
        email: tellsEmail(provider) ? 'alexey.sidorov@example.org' : null,
        isEmailConfirmed: tellsEmail(provider),
      });
      expect((await currentUser(app, token)).participantId).toBeNull();
    });

    it('leaves the account unconfirmed when no rider has the name', async () => {
      const app = t();
      const me = await currentUser(app, (await signIn(app, provider, rider)).json().token);
      expect(me).toMatchObject({ isConfirmed: false, participantId: null });
      expect(me.addRoleRequest).toMatchObject({ status: 'review' });
    });
  });

  it('keeps what the provider says at every sign-in', async () => {
    const app = t();
    await signIn(app, 'yandex', { key: 'y7', firstName: 'Ольга', lastName: 'Петрова' });
    await signIn(app, 'yandex', { key: 'y7', firstName: 'Ольга', lastName: 'Иванова', birthYear: 1990 });
    const [login] = await app.db.select().from(s.externalLogins);
    expect(login).toMatchObject({ lastName: 'Иванова', birthYear: 1990, displayName: 'Иванова Ольга' });
  });

  it('strava: reads the athlete from the API when the token answer does not carry it', async () => {
    const app = t();
    const code = fake.issueCode(
      'strava',
      { id: 88, firstname: 'Ольга', lastname: 'Петрова' },
      { athleteInToken: false },
    );
    const response = await app.app.inject({
      method: 'GET',
      url: loginUrl('strava', code, await stateFor(app, 'strava')),
    });
    expect(response.statusCode).toBe(200);
    expect(await currentUser(app, response.json().token)).toMatchObject({
      firstName: 'Ольга',
      providerKey: '88',
    });
    const athleteCall = fake.calls.find((call) => call.step === 'profile');
    expect(athleteCall?.authorization).toMatch(/^Bearer at-/);
  });

  it('creates one account when the same first sign-in arrives twice at once', async () => {
    const app = t();
    const person = { key: '6100', firstName: 'Анна', lastName: 'Парная' };
    const [a, b] = await Promise.all([signIn(app, 'strava', person), signIn(app, 'strava', person)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [meA, meB] = await Promise.all([
      currentUser(app, a.json().token),
      currentUser(app, b.json().token),
    ]);
    expect(meA.id).toBe(meB.id);
    expect(await app.db.select().from(s.users)).toHaveLength(1);
  });

  it('recognizes the unique-index refusal that guards simultaneous first sign-ins on this database engine', async () => {
    const app = t();
    const { user } = await buildAccount(app.db);
    const login = { userId: user.id, provider: 'strava' as const, providerKey: '1' };
    await app.db.insert(s.externalLogins).values(login);
    const refusal = await app.db
      .insert(s.externalLogins)
      .values(login)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(refusal)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('gives no token to a blocked account, as the e-mail sign-in does', async () => {
    const app = t();
    const person = { key: '5', firstName: 'Иван', lastName: 'Блинов' };
    const me = await currentUser(app, (await signIn(app, 'strava', person)).json().token);
    await app.db.update(s.users).set({ isBlocked: true }).where(eq(s.users.id, me.id));
    const again = await signIn(app, 'strava', person);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ token: null, expiryDate: null, tokenType: null });
  });

  it('refuses (409) to take over an account that already has the e-mail the provider reports', async () => {
    const app = t();
    await buildAccount(app.db, { email: 'taken@example.org' });
    const response = await signIn(app, 'yandex', {
      key: 'y1',
      firstName: 'Иван',
      lastName: 'Иванов',
      email: 'taken@example.org',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().Error).toContain('taken@example.org уже зарегистрирован');
    expect(await app.db.select().from(s.externalLogins)).toEqual([]);
  });

  it("gives each provider's login its own account: accounts are never merged by name", async () => {
    const app = t();
    await signIn(app, 'strava', { key: '1', firstName: 'Иван', lastName: 'Иванов' });
    await signIn(app, 'vk', { key: '1', firstName: 'Иван', lastName: 'Иванов' });
    const logins = await app.db.select().from(s.externalLogins);
    expect(logins.map((l) => l.provider).sort()).toEqual(['strava', 'vk']);
    expect(new Set(logins.map((l) => l.userId)).size).toBe(2);
  });
});
