import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema/index.js';
import { signOAuthState } from '../../src/domain/external-auth/oauth-state.js';
import { bearer } from '../helpers/actors.js';
import { lastMailTo } from '../helpers/outbox.js';
import { startFakeOAuthProvider } from '../helpers/fake-oauth-provider.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import {
  createSignUpRequest,
  linksUrl,
  loginUrl,
  registerUrl,
  stateFor,
  type SignUpRequest,
} from './external-flow.js';

const fake = await startFakeOAuthProvider();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const athlete = { id: 777, firstname: 'Marina', lastname: 'Volkova' };

/** The first step, as the web app does it: an anonymous participant request with names and e-mail. */
const createRequest = (app: TestApp, email = 'marina@example.org'): Promise<SignUpRequest> =>
  createSignUpRequest(app, email, { comment: 'Катаюсь с 2019' });

const register = async (app: TestApp, request: SignUpRequest, profile = athlete) => {
  const code = fake.issueCode('strava', profile);
  const state = await stateFor(app, 'strava', request);
  return app.app.inject({ method: 'GET', url: registerUrl(code, request.id, state) });
};

describe('sign-up through Strava (register-participant-by-strava)', () => {
  const t = useTestApp({ env: fake.env('strava') });

  it('answers true and creates an unconfirmed account from the request, bound to the request and the Strava login', async () => {
    const app = t();
    const requestId = await createRequest(app);
    const response = await register(app, requestId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('true');

    const [user] = await app.db.select().from(s.users);
    // The names and e-mail come from the request, not from Strava.
    expect(user).toMatchObject({
      email: 'marina@example.org',
      firstName: 'Марина',
      lastName: 'Волкова',
      isConfirmed: false,
      loginProvider: 'Strava',
      providerKey: '777',
      passwordHash: null,
    });
    const [request] = await app.db
      .select()
      .from(s.addRoleRequests)
      .where(eq(s.addRoleRequests.id, requestId.id));
    expect(request).toMatchObject({ userId: user!.id, status: 'review' });
    expect(await app.db.select().from(s.externalLogins)).toMatchObject([
      { provider: 'strava', providerKey: '777', userId: user!.id },
    ]);
    const notifications = await app.db.select().from(s.notifications);
    expect(notifications.map((n) => n.notificationType)).toContain('userWaitConfirm');
  });

  it('lets the new rider sign in with Strava afterwards, into the same account still waiting for confirmation', async () => {
    const app = t();
    await register(app, await createRequest(app));
    const code = fake.issueCode('strava', athlete);
    const login = await app.app.inject({
      method: 'GET',
      url: loginUrl('strava', code, await stateFor(app, 'strava')),
    });
    const me = (
      await app.app.inject({
        method: 'GET',
        url: '/v1/User/get-current',
        headers: bearer(login.json().token),
      })
    ).json();
    expect(me).toMatchObject({ email: 'marina@example.org', isConfirmed: false });
    expect(me.addRoleRequest).toMatchObject({ status: 'review', roleName: 'Participant' });
    expect(await app.db.select().from(s.users)).toHaveLength(1);
  });

  it('answers false for an unknown request, without asking Strava', async () => {
    const app = t();
    // The links call gives no state for it: one signed by the server all the same.
    const state = await signOAuthState(app.ctx, { provider: 'strava', addRoleRequestId: 999 });
    const code = fake.issueCode('strava', athlete);
    const response = await app.app.inject({ method: 'GET', url: registerUrl(code, 999, state) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('false');
    expect(fake.calls.filter((call) => call.step === 'token')).toEqual([]);
  });

  it('answers false for a request already used by an earlier sign-up', async () => {
    const app = t();
    const requestId = await createRequest(app);
    expect((await register(app, requestId)).body).toBe('true');
    const again = await register(app, requestId, { id: 778, firstname: 'Other', lastname: 'Rider' });
    expect(again.body).toBe('false');
    expect(await app.db.select().from(s.users)).toHaveLength(1);
  });

  it('answers false for a request an administrator has already decided', async () => {
    const app = t();
    const requestId = await createRequest(app);
    await app.db
      .update(s.addRoleRequests)
      .set({ status: 'rejected' })
      .where(eq(s.addRoleRequests.id, requestId.id));
    expect((await register(app, requestId)).body).toBe('false');
    expect(await app.db.select().from(s.users)).toEqual([]);
  });

  it('answers false when the Strava login already belongs to an account, and leaves the request free', async () => {
    const app = t();
    const code = fake.issueCode('strava', athlete);
    await app.app.inject({ method: 'GET', url: loginUrl('strava', code, await stateFor(app, 'strava')) });
    const requestId = await createRequest(app);
    expect((await register(app, requestId)).body).toBe('false');
    const [request] = await app.db
      .select()
      .from(s.addRoleRequests)
      .where(eq(s.addRoleRequests.id, requestId.id));
    expect(request!.userId).toBeNull();
    expect(await app.db.select().from(s.users)).toHaveLength(1);
  });

  it("gives the links of a sign-up only to the request's creator: someone with only the id cannot finish it", async () => {
    const app = t();
    const request = await createRequest(app);
    const other = await createRequest(app, 'other@example.org');
    for (const secret of [undefined, '', 'guessed', other.secret]) {
      const response = await app.app.inject({ method: 'GET', url: linksUrl({ id: request.id, secret }) });
      expect(response.statusCode).toBe(404);
      expect(response.json().Error).toBe('Заявка на регистрацию не найдена. Начните регистрацию заново.');
    }
    // A state signed for another request does not finish this one either.
    const code = fake.issueCode('strava', athlete);
    const foreign = await stateFor(app, 'strava', other);
    expect(
      (await app.app.inject({ method: 'GET', url: registerUrl(code, request.id, foreign) })).statusCode,
    ).toBe(400);
    expect(await app.db.select().from(s.users)).toEqual([]);
  });

  it('answers a request whose e-mail has an account as a new one, creates nothing and mails the owner (issue 36, finding 13)', async () => {
    const app = t();
    // Taken when the request was made, and taken in the meantime: the same answer as a free address.
    await app.db.insert(s.users).values({ email: 'owner@example.org', firstName: 'Ольга' });
    const fromTheStart = await createRequest(app, 'owner@example.org');
    const meanwhile = await createRequest(app, 'late@example.org');
    await app.db.insert(s.users).values({ email: 'late@example.org' });
    const free = await createRequest(app, 'free@example.org');
    const answers = [];
    for (const [request, id] of [
      [fromTheStart, 778],
      [meanwhile, 779],
      [free, 780],
    ] as const) {
      const response = await register(app, request, { ...athlete, id });
      answers.push([response.statusCode, response.headers['content-type'], response.body]);
    }
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
    expect(answers[2]).toEqual([200, expect.stringMatching(/^text\/plain/), 'true']);
    // Only the free address got an account and a Strava login; the owners got the attempt's mail.
    const logins = await app.db.select().from(s.externalLogins);
    expect(logins.map((login) => login.providerKey)).toEqual(['780']);
    for (const owner of ['owner@example.org', 'late@example.org']) {
      expect((await lastMailTo(app.db, owner))?.template, owner).toBe('registration-attempt');
    }
  });

  it('answers a 502, not false, when Strava fails, so the rider can try again with the same request', async () => {
    const app = t();
    const requestId = await createRequest(app);
    fake.failNext('strava', 'token', { status: 503 });
    expect((await register(app, requestId)).statusCode).toBe(502);
    expect((await register(app, requestId)).body).toBe('true');
  });
});
