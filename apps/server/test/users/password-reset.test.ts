import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { TEST_PASSWORD, buildAccount } from '../helpers/actors.js';
import { lastMailTo, linkIn } from '../helpers/outbox.js';
import { useTestApp } from '../helpers/test-app.js';

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
});
