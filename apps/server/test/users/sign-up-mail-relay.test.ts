import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { TOO_MANY_MAILS_MESSAGE } from '../../src/domain/mail/recipient-limit.js';
import { buildAccount } from '../helpers/actors.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

/*
 * Issue 36, finding 2: POST /v1/User/register mailed any address, greeting it with any 100
 * characters as a first name (a sentence with a link), 10 a minute per client address per process.
 * Now the sign-up form's name rule holds on the server, and the mails a stranger can make the portal
 * send to one address are counted per address and day, in the database.
 */
const signUp = (email: string, names: { firstName?: string; lastName?: string } = {}) => ({
  email,
  password: 'Velo_2024',
  firstName: 'Иван',
  lastName: 'Петров',
  roleType: 'Participant',
  ...names,
});

const mailsTo = (app: TestApp, address: string) =>
  app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, address));

describe('the sign-up mail is no relay (issue 36, finding 2)', () => {
  const t2 = useTestApp({ env: { MAIL_PER_ADDRESS_PER_DAY: '3' } });

  it('refuses a first or last name that is not the form\u2019s Cyrillic letters and hyphens, mailing nothing', async () => {
    const app = t2();
    for (const names of [
      { firstName: 'Ваш приз ждёт: https://evil.example/claim' },
      { firstName: 'Winner' },
      { lastName: 'Петров, перейдите по ссылке' },
      { lastName: 'Петров2' },
    ]) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/v1/User/register',
        payload: signUp('victim@example.org', names),
      });
      expect(response.statusCode, JSON.stringify(names)).toBe(400);
      expect(response.json().Error).toMatch(/(firstName|lastName): Только русские буквы и дефис/);
    }
    expect(await mailsTo(app, 'victim@example.org')).toEqual([]);
    const fine = await app.app.inject({
      method: 'POST',
      url: '/v1/User/register',
      payload: signUp('victim@example.org', { firstName: 'Анна-Мария', lastName: 'Римская-Корсакова' }),
    });
    expect(fine.body).toBe('true');
    const [mail] = await mailsTo(app, 'victim@example.org');
    expect(mail!.textBody).toContain('Здравствуйте, Анна-Мария!');
  });

  it('sends one address a few mails a day, from any client address, whether it has an account or not', async () => {
    const app = t2();
    await buildAccount(app.db, { email: 'owner@example.org' });
    for (const address of ['owner@example.org', 'nobody@example.org']) {
      const answers: number[] = [];
      const calls = [
        { method: 'POST' as const, url: '/v1/User/register', payload: signUp(address) },
        { method: 'GET' as const, url: `/v1/User/forgot-password/${address}` },
        { method: 'POST' as const, url: '/v1/User/register', payload: signUp(address) },
        { method: 'GET' as const, url: `/v1/User/forgot-password/${address}` },
      ];
      for (const [index, call] of calls.entries()) {
        const response = await app.app.inject({ ...call, remoteAddress: `203.0.113.${index + 10}` });
        answers.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().Error).toBe(TOO_MANY_MAILS_MESSAGE);
      }
      expect(answers, address).toEqual([200, 200, 200, 429]);
      expect((await mailsTo(app, address)).length, address).toBeLessThanOrEqual(3);
    }
    // Another address is counted apart.
    const other = await app.app.inject({ method: 'GET', url: '/v1/User/forgot-password/third@example.org' });
    expect(other.statusCode).toBe(200);
  });
});
