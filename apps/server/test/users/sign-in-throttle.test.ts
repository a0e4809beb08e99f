import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { passwordChecksSoFar } from '../../src/lib/passwords.js';
import { TEST_PASSWORD, buildAccount } from '../helpers/actors.js';
import { createTestApp, useTestApp, type TestApp } from '../helpers/test-app.js';

const LOCKED =
  /^Слишком много неудачных попыток входа в эту учётную запись\. Попробуйте снова через [1-5] мин\. или восстановите пароль\.$/;

const signIn = (app: TestApp, email: string, password: string, address = '203.0.113.1') =>
  app.app.inject({
    method: 'POST',
    url: '/v1/User/login',
    remoteAddress: address,
    payload: { email, password, role: 'Participant', rememberMe: false },
  });

/** Wrong passwords for one e-mail, each from another address. */
const wrongPasswords = async (app: TestApp, email: string, count: number, from = 0) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1)
    statuses.push((await signIn(app, email, `Wrong_${i}x`, `198.51.100.${from + i + 1}`)).statusCode);
  return statuses;
};

describe('sign-in throttling per account', () => {
  const t2 = useTestApp();

  it('locks one account after ten wrong passwords from ten addresses, even for the right password, with a Russian sentence', async () => {
    const app = t2();
    const { user } = await buildAccount(app.db);
    const other = await buildAccount(app.db);
    expect(await wrongPasswords(app, user.email, 10)).toEqual([...Array(9).fill(400), 429]);
    const right = await signIn(app, user.email.toUpperCase(), TEST_PASSWORD, '192.0.2.50');
    expect(right.statusCode).toBe(429);
    expect(right.json().Error).toMatch(LOCKED);
    expect(right.json().token).toBeUndefined();
    // Another account is not touched.
    expect((await signIn(app, other.user.email, TEST_PASSWORD)).json().token).toBeTruthy();
  });

  it('locks an address nobody registered the same way, so the lock tells nothing', async () => {
    const app = t2();
    expect(await wrongPasswords(app, 'nobody@example.org', 11)).toEqual([...Array(9).fill(400), 429, 429]);
  });

  it('lets the real user in as soon as the lock ends, and starts the count afresh', async () => {
    const app = t2();
    const { user } = await buildAccount(app.db);
    await wrongPasswords(app, user.email, 10);
    await app.db.execute(
      sql`update ${t.signInFailures} set locked_until = now() - interval '1 second', window_started_on = now() - interval '6 minutes'`,
    );
    expect(await wrongPasswords(app, user.email, 1, 20)).toEqual([400]);
    expect((await signIn(app, user.email, TEST_PASSWORD)).json().token).toBeTruthy();
  });

  it('forgets the failures after a successful sign-in', async () => {
    const app = t2();
    const { user } = await buildAccount(app.db);
    expect(await wrongPasswords(app, user.email, 9)).toEqual(Array(9).fill(400));
    expect((await signIn(app, user.email, TEST_PASSWORD)).json().token).toBeTruthy();
    expect(await wrongPasswords(app, user.email, 9, 30)).toEqual(Array(9).fill(400));
    expect(await app.db.select().from(t.signInFailures)).toHaveLength(1);
  });
});

describe('sign-in throttling across server processes', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts the failures every process saw together', async () => {
    const { user } = await buildAccount(first.db, { email: 'shared@example.org' });
    expect(await wrongPasswords(first, user.email, 5)).toEqual(Array(5).fill(400));
    expect(await wrongPasswords(second, user.email, 5, 10)).toEqual([400, 400, 400, 400, 429]);
    expect((await signIn(first, user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });
});

describe('sign-in timing', () => {
  const t2 = useTestApp();

  /** How many argon2 verifications one wrong sign-in made (timing itself is not asserted). */
  const checksOf = async (app: TestApp, email: string) => {
    const before = passwordChecksSoFar();
    const response = await signIn(app, email, 'Wrong_password1');
    expect(response.statusCode).toBe(400);
    return passwordChecksSoFar() - before;
  };

  it('checks a password hash also for an unknown address and for an account without a password', async () => {
    const app = t2();
    const known = await buildAccount(app.db);
    const external = await buildAccount(app.db);
    await app.db.execute(sql`update ${t.users} set password_hash = null where id = ${external.user.id}`);
    // Each costs the same argon2 check as a known address, so the answer's time tells nothing.
    expect(await checksOf(app, known.user.email)).toBe(1);
    expect(await checksOf(app, 'nobody-here@example.org')).toBe(1);
    expect(await checksOf(app, external.user.email)).toBe(1);
  });
});
