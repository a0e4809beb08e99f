import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { TEST_PASSWORD, buildAccount } from '../helpers/actors.js';
import { lastMailTo, linkIn } from '../helpers/outbox.js';
import { ensureDefaultAdmin } from '../../src/domain/users/ensure-default-admin.js';
import { issueOneTimeToken } from '../../src/lib/one-time-tokens.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

describe('password recovery', () => {
  const t2 = useTestApp();

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const { app, db } = t2();
    const { user } = await buildAccount(db, { email: 'known@example.org' });
    const known = await app.inject({
      method: 'GET',
      url: `/v1/User/forgot-password/${encodeURIComponent(user.email)}`,
    });
    const unknown = await app.inject({ method: 'GET', url: '/v1/User/forgot-password/ghost%40example.org' });
    expect([known.statusCode, known.body]).toEqual([200, 'true']);
    expect([unknown.statusCode, unknown.body]).toEqual([200, 'true']);
    expect((await lastMailTo(db, 'known@example.org'))?.subject).toBe('Восстановление пароля');
    expect(await lastMailTo(db, 'ghost@example.org')).toBeNull();
  });

  it('sets a new password once with the link, ending old sessions', async () => {
    const { app, db } = t2();
    const { user } = await buildAccount(db, { email: 'reset@example.org' });
    const before = (
      await app.inject({
        method: 'POST',
        url: '/v1/User/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      })
    ).json().token;
    await app.inject({ method: 'GET', url: `/v1/User/forgot-password/${user.email}` });
    const link = linkIn(
      (await lastMailTo(db, user.email))!.textBody,
      'http://portal.test/auth/password/reset?',
    );
    expect(link.searchParams.get('_email')).toBe(user.email);
    const payload = {
      email: user.email,
      password: 'Fresh_Start1',
      repeatPassword: 'Fresh_Start1',
      token: link.searchParams.get('_token'),
    };
    const reset = await app.inject({ method: 'POST', url: '/v1/User/reset-password', payload });
    expect(reset.statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/v1/User/reset-password', payload });
    expect(again.statusCode).toBe(400);
    expect(again.json().Error).toContain('недействительна');
    const old = await app.inject({
      method: 'GET',
      url: '/v1/User/get-current',
      headers: { authorization: `Bearer ${before}` },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await app.inject({
      method: 'POST',
      url: '/v1/User/login',
      payload: { email: user.email, password: 'Fresh_Start1' },
    });
    expect(fresh.json().token).toBeTruthy();
  });

  it('refuses different passwords, a weak one and an expired link', async () => {
    const { app, db } = t2();
    const { user } = await buildAccount(db);
    const differ = await app.inject({
      method: 'POST',
      url: '/v1/User/reset-password',
      payload: { email: user.email, password: 'Fresh_Start1', repeatPassword: 'Fresh_Start2', token: 'x' },
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().Errors).toContain('repeatPassword: Пароли не совпадают');
    await app.inject({ method: 'GET', url: `/v1/User/forgot-password/${user.email}` });
    const link = linkIn(
      (await lastMailTo(db, user.email))!.textBody,
      'http://portal.test/auth/password/reset?',
    );
    await db
      .update(t.oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.oneTimeTokens.userId, user.id));
    const expired = await app.inject({
      method: 'POST',
      url: '/v1/User/reset-password',
      payload: {
        email: user.email,
        password: 'Fresh_Start1',
        repeatPassword: 'Fresh_Start1',
        token: link.searchParams.get('_token'),
      },
    });
    expect(expired.statusCode).toBe(400);
  });

  const requestLink = async (app: TestApp['app'], db: TestApp['db'], email: string) => {
    await app.inject({ method: 'GET', url: `/v1/User/forgot-password/${encodeURIComponent(email)}` });
    return linkIn(
      (await lastMailTo(db, email))!.textBody,
      'http://portal.test/auth/password/reset?',
    ).searchParams.get('_token')!;
  };
  const reset = (app: TestApp['app'], email: string, token: string, password = 'Fresh_Start1') =>
    app.inject({
      method: 'POST',
      url: '/v1/User/reset-password',
      payload: { email, password, repeatPassword: password, token },
    });

  it('spends every other reset link of the user when one of them sets the password', async () => {
    const { app, db } = t2();
    const { user } = await buildAccount(db);
    const first = await requestLink(app, db, user.email);
    const second = await requestLink(app, db, user.email);
    const third = await requestLink(app, db, user.email);
    expect((await reset(app, user.email, second)).statusCode).toBe(200);
    for (const older of [first, third]) {
      const response = await reset(app, user.email, older, 'Thief_Pass1');
      expect(response.statusCode).toBe(400);
      expect(response.json().Error).toContain('недействительна');
    }
    const signIn = await app.inject({
      method: 'POST',
      url: '/v1/User/login',
      payload: { email: user.email, password: 'Fresh_Start1' },
    });
    expect(signIn.json().token).toBeTruthy();
  });

  it('lifts the sign-in lock of the address: following the link proved the mailbox', async () => {
    const { app, db } = t2();
    const { user } = await buildAccount(db);
    for (let i = 0; i < 10; i += 1)
      await app.inject({
        method: 'POST',
        url: '/v1/User/login',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { email: user.email, password: `Wrong_${i}x` },
      });
    const locked = await app.inject({
      method: 'POST',
      url: '/v1/User/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect((await reset(app, user.email, await requestLink(app, db, user.email))).statusCode).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/v1/User/login',
      payload: { email: user.email, password: 'Fresh_Start1' },
    });
    expect(signIn.json().token).toBeTruthy();
  });
});

describe("the default administrator's password from the configuration", () => {
  const t2 = useTestApp();

  it('ends the sessions and spends the reset links when it changes', async () => {
    const { app, db } = t2();
    const adminId = await ensureDefaultAdmin(db, 'root@example.org', 'First_Pass1');
    const token = await issueOneTimeToken(db, { purpose: 'password-reset', userId: adminId, ttlMs: 60_000 });
    await ensureDefaultAdmin(db, 'root@example.org', 'First_Pass1');
    const [kept] = await db.select().from(t.users).where(eq(t.users.id, adminId));
    await ensureDefaultAdmin(db, 'root@example.org', 'Second_Pass2');
    const [changed] = await db.select().from(t.users).where(eq(t.users.id, adminId));
    expect(changed!.tokenVersion).toBe(kept!.tokenVersion + 1);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/User/reset-password',
      payload: { email: 'root@example.org', password: 'Thief_Pass1', repeatPassword: 'Thief_Pass1', token },
    });
    expect(response.statusCode).toBe(400);
  });
});
