import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../src/demo/demo-accounts.js';
import { isLoopbackUrl, secureDemoAccounts } from '../../src/demo/secure-demo-accounts.js';
import { ensureDefaultAdmin } from '../../src/domain/users/ensure-default-admin.js';
import { issueOneTimeToken } from '../../src/lib/one-time-tokens.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { bearer } from '../helpers/actors.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

/*
 * Issue 36, finding 10: the demo administrator's password is in the README and DEMO_DATA is on by
 * default, and the default administrator kept the configured password. Now the passwords an
 * installation sets (the configured one, the demo accounts' on a public address) must be changed
 * at the first sign-in, and a public address never keeps the published ones.
 */
const CHIEF = { email: 'chief@velorating.test', password: 'Chief_12345' };
const REFUSED =
  'Смените пароль: он задан при установке портала. Пока он не сменён, остальные действия недоступны.';

const login = (app: TestApp, email: string, password: string, role = 'Admin') =>
  app.app.inject({
    method: 'POST',
    url: '/v1/User/login',
    payload: { email, password, role, rememberMe: false },
  });
const adminRead = (app: TestApp, token: string) =>
  app.app.inject({
    method: 'POST',
    url: '/v1/Admin/paged-users',
    headers: bearer(token),
    payload: { page: 1, size: 10 },
  });
const changePassword = (app: TestApp, token: string, currentPassword: string, password: string) =>
  app.app.inject({
    method: 'POST',
    url: '/v1/User/change-password',
    headers: bearer(token),
    payload: { currentPassword, password, repeatPassword: password },
  });

describe('passwords set by the installation (issue 36, finding 10)', () => {
  const t2 = useTestApp({
    env: { DEFAULT_ADMIN_EMAIL: CHIEF.email, DEFAULT_ADMIN_PASSWORD: CHIEF.password },
  });

  it('the default administrator changes the configured password at the first sign-in before anything else', async () => {
    const app = t2();
    await ensureDefaultAdmin(app.db, CHIEF.email, CHIEF.password);
    const first = (await login(app, CHIEF.email, CHIEF.password)).json().token as string;
    const refused = await adminRead(app, first);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Error).toBe(REFUSED);
    const me = await app.app.inject({ method: 'GET', url: '/v1/User/get-current', headers: bearer(first) });
    expect(me.json()).toMatchObject({ email: CHIEF.email, mustChangePassword: true, isDefaultAdmin: true });
    // Public reads stay open.
    expect(
      (await app.app.inject({ method: 'GET', url: '/v1/Event/disciplines', headers: bearer(first) }))
        .statusCode,
    ).toBe(200);

    const wrong = await changePassword(app, first, 'Not_the_one1', 'Mine_67890');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Error).toBe('Текущий пароль указан неверно');
    const same = await changePassword(app, first, CHIEF.password, CHIEF.password);
    expect(same.statusCode).toBe(400);
    const changed = await changePassword(app, first, CHIEF.password, 'Mine_67890');
    expect(changed.statusCode).toBe(200);
    const token = changed.json().token as string;
    expect((await adminRead(app, token)).statusCode).toBe(200);
    // Every session issued before ends.
    expect((await adminRead(app, first)).statusCode).toBe(401);

    // A restart with the same configuration keeps the administrator's own password…
    await ensureDefaultAdmin(app.db, CHIEF.email, CHIEF.password);
    expect((await login(app, CHIEF.email, CHIEF.password)).statusCode).toBe(400);
    const again = (await login(app, CHIEF.email, 'Mine_67890')).json().token as string;
    expect((await adminRead(app, again)).statusCode).toBe(200);
    // …and a changed configured password (an operator who lost it) is set, to be changed again.
    await ensureDefaultAdmin(app.db, CHIEF.email, 'Recover_2468');
    const recovered = (await login(app, CHIEF.email, 'Recover_2468')).json().token as string;
    expect((await adminRead(app, recovered)).json().Error).toBe(REFUSED);

    // A password chosen through a reset link from the mailbox is the administrator's own too.
    const [chief] = await app.db.select().from(t.users).where(eq(t.users.email, CHIEF.email));
    const resetToken = await issueOneTimeToken(app.db, {
      purpose: 'password-reset',
      userId: chief!.id,
      ttlMs: 60_000,
    });
    const reset = await app.app.inject({
      method: 'POST',
      url: '/v1/User/reset-password',
      payload: {
        email: CHIEF.email,
        password: 'Mailbox_1357',
        repeatPassword: 'Mailbox_1357',
        token: resetToken,
      },
    });
    expect(reset.statusCode).toBe(200);
    const viaMailbox = (await login(app, CHIEF.email, 'Mailbox_1357')).json().token as string;
    expect((await adminRead(app, viaMailbox)).statusCode).toBe(200);
  });

  it('gives the demo accounts new passwords on a public address, printed once; keeps the README’s on loopback', async () => {
    const app = t2();
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const [user] = await app.db
        .insert(t.users)
        .values({
          email: account.email,
          passwordHash: await hashPassword(account.password),
          isConfirmed: true,
        })
        .returning();
      if (account === DEMO_ACCOUNTS.admin)
        await app.db.insert(t.userRoles).values({ userId: user!.id, role: 'Admin' });
    }
    expect(isLoopbackUrl('http://localhost:3000')).toBe(true);
    expect(isLoopbackUrl('http://127.0.0.1:4950')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:3000')).toBe(true);
    expect(isLoopbackUrl('https://velorating.example')).toBe(false);
    expect(await secureDemoAccounts(app.db, 'http://localhost:3000')).toEqual([]);
    expect((await login(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).statusCode).toBe(200);

    const printed = await secureDemoAccounts(app.db, 'https://velorating.example');
    expect(printed.map((account) => account.email).sort()).toEqual(
      Object.values(DEMO_ACCOUNTS)
        .map((account) => account.email)
        .sort(),
    );
    const refused = await login(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    expect(refused.statusCode).toBe(400);
    const admin = printed.find((account) => account.email === DEMO_ACCOUNTS.admin.email)!;
    const token = (await login(app, admin.email, admin.password)).json().token as string;
    expect((await adminRead(app, token)).json().Error).toBe(REFUSED);
    // Once: on the next start the published passwords match nothing, and nothing is printed.
    expect(await secureDemoAccounts(app.db, 'https://velorating.example')).toEqual([]);
    const [row] = await app.db.select().from(t.users).where(eq(t.users.email, admin.email));
    expect(row!.mustChangePassword).toBe(true);
  });
});
