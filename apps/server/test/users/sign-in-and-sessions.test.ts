import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from '../../src/auth/tokens.js';
import * as t from '../../src/db/schema/index.js';
import { TEST_PASSWORD, bearer, buildAccount } from '../helpers/actors.js';
import { buildOrganizer } from '../helpers/factories.js';
import { useTestApp } from '../helpers/test-app.js';

const login = (email: string, extra: Record<string, unknown> = {}) => ({
  method: 'POST' as const,
  url: '/v1/User/login',
  payload: { email, password: TEST_PASSWORD, role: 'Participant', rememberMe: false, ...extra },
});

describe('sign-in', () => {
  const t2 = useTestApp();

  it('answers a token and its expiry, longer with remember me', async () => {
    const { app, db } = t2();
    const { user } = await buildAccount(db, { roles: ['Participant'], email: 'rider@example.org' });
    const short = (await app.inject(login('RIDER@example.org'))).json();
    const long = (await app.inject(login(user.email, { rememberMe: true }))).json();
    expect(short.token).toBeTruthy();
    expect(short.tokenType).toBe('Bearer');
    const hours = (iso: string) => (Date.parse(iso) - Date.now()) / 3_600_000;
    expect(hours(short.expiryDate)).toBeGreaterThan(11);
    expect(hours(short.expiryDate)).toBeLessThan(13);
    expect(hours(long.expiryDate)).toBeGreaterThan(24 * 29);
    const me = await app.inject({ method: 'GET', url: '/v1/User/get-current', headers: bearer(short.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'rider@example.org', roles: ['участник'], isConfirmed: true });
  });

  it('refuses a wrong password with the same message as an unknown address', async () => {
    const { app, db } = t2();
    const { user } = await buildAccount(db);
    const wrong = await app.inject(login(user.email, { password: 'Wrong_123' }));
    const unknown = await app.inject(login('nobody@example.org'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Error).toBe('Неверный email или пароль');
    expect(unknown.json().Error).toBe(wrong.json().Error);
  });

  it('gives no token to a blocked or a rejected account', async () => {
    const { app, db } = t2();
    const blocked = await buildAccount(db, { isBlocked: true });
    const rejected = await buildAccount(db, { isRejected: true });
    for (const email of [blocked.user.email, rejected.user.email]) {
      const response = await app.inject(login(email));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ token: null, expiryDate: null, tokenType: null });
    }
  });

  it('signs in as an organizer only with that role held or requested', async () => {
    const { app, db } = t2();
    const organizer = await buildOrganizer(db);
    const holder = await buildAccount(db, { roles: ['Organizer'], organizerId: organizer.id });
    const pending = await buildAccount(db, { isConfirmed: false, pendingRole: 'Organizer' });
    const rider = await buildAccount(db, { roles: ['Participant'] });
    expect((await app.inject(login(holder.user.email, { role: 'Organizer' }))).json().token).toBeTruthy();
    expect((await app.inject(login(pending.user.email, { role: 'Organizer' }))).json().token).toBeTruthy();
    const refused = await app.inject(login(rider.user.email, { role: 'Organizer' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Error).toContain('организатор');
    expect((await app.inject(login(rider.user.email, { role: 'Admin' }))).statusCode).toBe(400);
  });

  it('limits sign-in attempts per address', async () => {
    const { createTestApp } = await import('../helpers/test-app.js');
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await limited.app.inject(login('x@example.org'))).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const body = (await limited.app.inject(login('x@example.org'))).json();
      expect(body.Error).toBe('Слишком много запросов, попробуйте позже');
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  const t2 = useTestApp();

  it('answers 401 with the stale-session message for an expired token', async () => {
    const { app, db, config } = t2();
    const { user } = await buildAccount(db);
    const yesterday = createTokenService(config.JWT_SECRET, () => Date.now() - 13 * 3_600_000);
    const { token } = await yesterday.sign({ userId: user.id, tokenVersion: 0, role: 'Participant' }, false);
    const response = await app.inject({ method: 'GET', url: '/v1/User/get-current', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json().Error).toBe(
      'Ваша аутентификационная информация устарела. Пожалуйста, войдите в систему снова.',
    );
  });

  it('refuses a token that was accepted before once it has ended, and a forged copy of it', async () => {
    const { db, config } = t2();
    const { user } = await buildAccount(db);
    let clock = Date.now();
    const tokens = createTokenService(config.JWT_SECRET, () => clock);
    const { token } = await tokens.sign({ userId: user.id, tokenVersion: 0, role: 'Participant' }, false);
    expect(await tokens.verify(token)).toMatchObject({ status: 'valid', claims: { userId: user.id } });
    expect(await tokens.verify(token)).toMatchObject({ status: 'valid', claims: { userId: user.id } });
    // Only that text is taken as checked: the same claims under another signature are not.
    const [header, payload] = token.split('.');
    expect(await tokens.verify(`${header}.${payload}.${'A'.repeat(43)}`)).toEqual({ status: 'invalid' });
    clock += 12 * 3_600_000 + 1000;
    expect(await tokens.verify(token)).toEqual({ status: 'expired' });
  });

  it('answers 401 for a tampered token or one signed with another key', async () => {
    const { app, db } = t2();
    const { user } = await buildAccount(db);
    const { token } = await t2().ctx.tokens.sign(
      { userId: user.id, tokenVersion: 0, role: 'Participant' },
      false,
    );
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: String(user.id + 1) })).toString('base64url')}.${signature}`;
    const foreign = await createTokenService('another-secret-that-is-long-enough-to-sign').sign(
      { userId: user.id, tokenVersion: 0, role: 'Admin' },
      false,
    );
    for (const bad of [forged, foreign.token, 'not-a-jwt']) {
      const response = await app.inject({ method: 'GET', url: '/v1/User/get-current', headers: bearer(bad) });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 401 for a correctly signed token that carries no expiry, a session or a calendar link', async () => {
    const { app, db, config } = t2();
    const { user } = await buildAccount(db);
    const key = new TextEncoder().encode(config.JWT_SECRET);
    const everlasting = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .sign(key);
    const session = await everlasting({ ver: user.tokenVersion, role: 'Participant' });
    const response = await app.inject({
      method: 'GET',
      url: '/v1/User/get-current',
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(401);
    const calendar = await everlasting({ purpose: 'calendar', userId: user.id, ver: user.tokenVersion });
    const feed = await app.inject({
      method: 'GET',
      url: `/v1/Event/calendar.ics?token=${encodeURIComponent(calendar)}`,
    });
    expect(feed.statusCode).toBe(401);
  });

  it('still answers public calls for a request with a broken token', async () => {
    const { app } = t2();
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: bearer('garbage') });
    expect(response.statusCode).toBe(200);
  });

  it('ends the sessions of a user who gets blocked, and of one who changes the password', async () => {
    const { app, db } = t2();
    const admin = await buildAccount(db, { roles: ['Admin'] });
    const rider = await buildAccount(db);
    const adminToken = (await app.inject(login(admin.user.email, { role: 'Admin' }))).json().token;
    const riderToken = (await app.inject(login(rider.user.email))).json().token;
    const block = await app.inject({
      method: 'GET',
      url: `/v1/Admin/block-user/${rider.user.id}`,
      headers: bearer(adminToken),
    });
    expect(block.body).toBe('true');
    const after = await app.inject({
      method: 'GET',
      url: '/v1/User/get-current',
      headers: bearer(riderToken),
    });
    expect(after.statusCode).toBe(401);

    const other = await buildAccount(db);
    const otherToken = (await app.inject(login(other.user.email))).json().token;
    await db.update(t.users).set({ tokenVersion: 5 }).where(eq(t.users.id, other.user.id));
    const stale = await app.inject({
      method: 'GET',
      url: '/v1/User/get-current',
      headers: bearer(otherToken),
    });
    expect(stale.statusCode).toBe(401);
  });

  it("ends every session of the user on every device with 'Выйти на всех устройствах', and only theirs", async () => {
    const { app, db } = t2();
    const rider = await buildAccount(db);
    const other = await buildAccount(db);
    const phone = (await app.inject(login(rider.user.email))).json().token;
    const laptop = (await app.inject(login(rider.user.email, { rememberMe: true }))).json().token;
    const others = (await app.inject(login(other.user.email))).json().token;
    const me = (token: string) =>
      app.inject({ method: 'GET', url: '/v1/User/get-current', headers: bearer(token) });
    const out = await app.inject({
      method: 'POST',
      url: '/v1/User/logout-everywhere',
      headers: bearer(phone),
    });
    expect([out.statusCode, out.body]).toEqual([200, 'true']);
    for (const token of [phone, laptop]) {
      const stale = await me(token);
      expect(stale.statusCode).toBe(401);
      expect(stale.json().Error).toBe(
        'Ваша аутентификационная информация устарела. Пожалуйста, войдите в систему снова.',
      );
    }
    expect((await me(others)).statusCode).toBe(200);
    const again = (await app.inject(login(rider.user.email))).json().token;
    expect((await me(again)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/v1/User/logout-everywhere' })).statusCode).toBe(401);
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/v1/User/logout-everywhere'].post.summary).toContain('Выйти на всех устройствах');
  });
});
