import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { lastMailTo, linkIn } from '../helpers/outbox.js';
import { mailText, startSmtpSink } from '../helpers/smtp-sink.js';
import { createTestApp, useTestApp, type TestApp } from '../helpers/test-app.js';
import { resetDatabase } from '../helpers/test-database.js';

const participantSignUp = {
  email: 'Rider@Example.org',
  password: 'Velo_2024',
  firstName: 'Иван',
  lastName: 'Петров',
  phoneNumber: '+7 900 000-00-00',
  roleType: 'Participant',
};

describe('e-mail sign-up', () => {
  const t2 = useTestApp();

  it('creates an unconfirmed account with a request under review and a confirmation mail', async () => {
    const { app, db } = t2();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/User/register',
      payload: participantSignUp,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('true');
    const [user] = await db.select().from(t.users).where(eq(t.users.email, 'rider@example.org'));
    expect(user).toMatchObject({ isConfirmed: false, isEmailConfirmed: false, firstName: 'Иван' });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [request] = await db.select().from(t.addRoleRequests).where(eq(t.addRoleRequests.userId, user!.id));
    expect(request).toMatchObject({ roleName: 'Participant', status: 'review' });
    const mail = await lastMailTo(db, 'rider@example.org');
    expect(mail?.subject).toBe('Подтвердите адрес электронной почты');
    const notifications = await db.select().from(t.notifications);
    expect(notifications.map((n) => n.notificationType)).toContain('userWaitConfirm');
  });

  it('records the organizer name and comment of an organizer sign-up', async () => {
    const { app, db } = t2();
    await app.inject({
      method: 'POST',
      url: '/v1/User/register',
      payload: {
        ...participantSignUp,
        roleType: 'Organizer',
        organizerName: 'Клуб «Вираж»',
        comment: 'Проводим критериумы',
      },
    });
    const [request] = await db.select().from(t.addRoleRequests);
    expect(request).toMatchObject({
      roleName: 'Organizer',
      organizerName: 'Клуб «Вираж»',
      comment: 'Проводим критериумы',
    });
  });

  it('refuses a weak password and a malformed e-mail with clear messages', async () => {
    const { app } = t2();
    const weak = await app.inject({
      method: 'POST',
      url: '/v1/User/register',
      payload: { ...participantSignUp, password: 'пароль12' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().Error).toContain('password');
    const badEmail = await app.inject({
      method: 'POST',
      url: '/v1/User/register',
      payload: { ...participantSignUp, email: 'a@b' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().Errors[0]).toContain('email');
  });

  it('answers a taken address as a new one, creates nothing and mails the owner once an hour instead', async () => {
    const { app, db } = t2();
    const { user } = await buildAccount(db, { email: 'owner@example.org', firstName: 'Ольга' });
    const attempt = { ...participantSignUp, email: 'Owner@Example.org', firstName: 'Чужой' };
    const fresh = await app.inject({
      method: 'POST',
      url: '/v1/User/register',
      payload: { ...participantSignUp, email: 'new@example.org' },
    });
    const taken = await app.inject({ method: 'POST', url: '/v1/User/register', payload: attempt });
    expect([taken.statusCode, taken.headers['content-type'], taken.body]).toEqual([
      fresh.statusCode,
      fresh.headers['content-type'],
      fresh.body,
    ]);
    const owners = await db.select().from(t.users).where(eq(t.users.email, 'owner@example.org'));
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({ firstName: 'Ольга', passwordHash: user.passwordHash });
    expect(
      await db.select().from(t.addRoleRequests).where(eq(t.addRoleRequests.email, 'owner@example.org')),
    ).toEqual([]);
    const mail = await lastMailTo(db, 'owner@example.org');
    expect(mail).toMatchObject({
      template: 'registration-attempt',
      subject: 'Попытка регистрации с вашим адресом',
    });
    expect(mail!.textBody).toContain('Здравствуйте, Ольга!');
    expect(mail!.textBody).toContain('http://portal.test/auth/participant');
    expect(mail!.textBody).not.toContain('Чужой');
    await app.inject({ method: 'POST', url: '/v1/User/register', payload: attempt });
    const mails = await db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, 'owner@example.org'));
    expect(mails).toHaveLength(1);
  });

  it('answers an anonymous role request for a taken address as any other, mails the owner and tells no administrator', async () => {
    const { app, db } = t2();
    await buildAccount(db, { email: 'owner@example.org' });
    const request = { roleName: 'Participant', firstName: 'Анна', lastName: 'Соколова' };
    const fresh = await app.inject({
      method: 'POST',
      url: '/v1/AddRoleRequest',
      payload: { ...request, email: 'anna@example.org' },
    });
    const taken = await app.inject({
      method: 'POST',
      url: '/v1/AddRoleRequest',
      payload: { ...request, email: 'owner@example.org' },
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    const {
      id: freshId,
      createdOn: _a,
      updatedOn: _b,
      email: _c,
      requestSecret: s1,
      ...freshShape
    } = fresh.json();
    const {
      id: takenId,
      createdOn: _d,
      updatedOn: _e,
      email: takenEmail,
      requestSecret: s2,
      ...takenShape
    } = taken.json();
    expect(takenShape).toEqual(freshShape);
    expect([typeof s1, typeof s2]).toEqual(['string', 'string']);
    expect([takenId, takenEmail]).toEqual([freshId + 1, 'owner@example.org']);
    expect((await lastMailTo(db, 'owner@example.org'))?.template).toBe('registration-attempt');
    const notifications = await db.select().from(t.notifications);
    expect(notifications).toHaveLength(1);
  });

  it('confirms the e-mail once with the link from the mail', async () => {
    const { app, db } = t2();
    await app.inject({ method: 'POST', url: '/v1/User/register', payload: participantSignUp });
    const link = linkIn(
      (await lastMailTo(db, 'rider@example.org'))!.textBody,
      'http://portal.test/auth/confirm-email?',
    );
    const url = `/v1/User/confirm-email${link.search}`;
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const [user] = await db.select().from(t.users).where(eq(t.users.email, 'rider@example.org'));
    expect(user!.isEmailConfirmed).toBe(true);
    // The user's own notice of it (spec part 2 §3), kept once.
    const notices = await db.select().from(t.notifications).where(eq(t.notifications.userId, user!.id));
    expect(notices.map((n) => [n.notificationType, n.subject])).toEqual([
      ['emailConfirmed', 'Адрес электронной почты подтверждён'],
    ]);
    const second = await app.inject({ method: 'GET', url });
    expect(second.statusCode).toBe(400);
    const wrongUser = await app.inject({
      method: 'GET',
      url: `/v1/User/confirm-email?userId=999&code=${link.searchParams.get('code')}`,
    });
    expect(wrongUser.statusCode).toBe(400);
  });

  it('lets a signed-in user ask for an extra role, one request at a time', async () => {
    const { app, db } = t2();
    const { user } = await buildAccount(db, { roles: ['Participant'] });
    const headers = bearer(await tokenFor(t2(), user.id));
    const first = await app.inject({
      method: 'POST',
      url: '/v1/AddRoleRequest',
      headers,
      payload: { roleName: 'Organizer', organizerName: 'Гонки Севера', comment: 'Серия гонок' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ roleName: 'Organizer', status: 'review', email: user.email });
    const second = await app.inject({
      method: 'POST',
      url: '/v1/AddRoleRequest',
      headers,
      payload: { roleName: 'Organizer', organizerName: 'Ещё' },
    });
    expect(second.statusCode).toBe(409);
    const current = await app.inject({ method: 'GET', url: '/v1/User/get-current', headers });
    expect(current.json().addRoleRequest).toMatchObject({
      roleName: 'Organizer',
      status: 'review',
      organizerName: 'Гонки Севера',
    });
  });

  it('takes an anonymous participant request as the first step of an external sign-up', async () => {
    const { app } = t2();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/AddRoleRequest',
      payload: {
        roleName: 'Participant',
        firstName: 'Анна',
        lastName: 'Соколова',
        email: 'anna@example.org',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      status: 'review',
      email: 'anna@example.org',
    });
    const organizer = await app.inject({
      method: 'POST',
      url: '/v1/AddRoleRequest',
      payload: { roleName: 'Organizer', organizerName: 'X' },
    });
    expect(organizer.statusCode).toBe(400);
  });
});

describe('mail through SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({ env: { SMTP_URL: sink.url } });
    await resetDatabase(app.handle);
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('delivers the confirmation mail with the confirmation link to a local SMTP server', async () => {
    await app.app.inject({
      method: 'POST',
      url: '/v1/User/register',
      payload: { ...participantSignUp, email: 'smtp@example.org' },
    });
    await app.ctx.mail.deliverPending();
    const caught = sink.inbox.find((mail) => mail.to.includes('smtp@example.org'));
    expect(caught).toBeDefined();
    const text = mailText(caught!);
    expect(text).toContain('Вы зарегистрировались на портале ВелоРейтинг');
    expect(text).toContain('http://portal.test/auth/confirm-email?userId=');
  });
});
