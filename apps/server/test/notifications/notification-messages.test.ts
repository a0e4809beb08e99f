import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { notifyAdmins, notifyUser } from '../../src/domain/notices/notify-admins.js';
import { buildAccount, buildActors, type Actors } from '../helpers/actors.js';
import { startFakeTelegram } from '../helpers/fake-telegram.js';
import { multipart } from '../helpers/multipart.js';
import { lastMailTo } from '../helpers/outbox.js';
import { mailText, startSmtpSink } from '../helpers/smtp-sink.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

// Notification messages (issue 18, part 2 §3, §7.6): an administrator reads, edits, deletes and
// sends the text a notification goes out with.

const sink = await startSmtpSink();
const telegram = await startFakeTelegram();
afterAll(async () => {
  await sink.close();
  await telegram.close();
});
beforeEach(() => telegram.reset());

const MESSAGE_URL = '/v1/Notification/notification-message';

const read = (app: TestApp, headers: Record<string, string>, id: number | string) =>
  app.app.inject({ method: 'GET', url: `${MESSAGE_URL}/${id}`, headers });
const remove = (app: TestApp, headers: Record<string, string>, id: number | string) =>
  app.app.inject({ method: 'DELETE', url: `${MESSAGE_URL}/${id}`, headers });
const edit = (app: TestApp, headers: Record<string, string>, fields: Record<string, string>) => {
  const form = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
  return app.app.inject({
    method: 'PUT',
    url: MESSAGE_URL,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};
const send = (app: TestApp, headers: Record<string, string>, id: number, query = '') =>
  app.app.inject({
    method: 'PATCH',
    url: `/v1/Notification/send-notification-message?notificationMessageId=${id}${query}`,
    headers,
  });

/** The message of the newest notification. */
const newestMessageId = async (app: TestApp) => {
  const rows = await app.db.select().from(t.notifications).orderBy(t.notifications.id);
  return rows.at(-1)!.notificationMessageId!;
};

const mailsTo = async (app: TestApp, address: string) =>
  app.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, address));

const adminEmail = async (app: TestApp, actors: Actors) => {
  const [admin] = await app.db.select().from(t.users).where(eq(t.users.id, actors.userIds.admin));
  return admin!.email;
};

describe('notification messages, the mail kept in the outbox (no SMTP, no bot)', () => {
  const t2 = useTestApp();

  it('gives every new notification a message with its subject and body, read by id', async () => {
    const app = t2();
    const actors = await buildActors(app);
    await notifyAdmins(app.db, {
      type: 'userWaitConfirm',
      subject: 'Ждёт подтверждения',
      body: 'Иванов Пётр',
    });
    const id = await newestMessageId(app);
    const response = await read(app, actors.headers.admin, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      text: 'Ждёт подтверждения\n\nИванов Пётр',
      tags: [],
      isSent: false,
      createdOn: expect.stringMatching(/Z$/),
      updatedOn: expect.stringMatching(/Z$/),
    });
    expect((await read(app, actors.headers.admin, id + 1000)).statusCode).toBe(404);
  });

  it('edits the text (trimmed, lines kept) and refuses control characters, an empty text and an unknown id', async () => {
    const app = t2();
    const actors = await buildActors(app);
    await notifyAdmins(app.db, { type: 'eventAdded', subject: 'Новое мероприятие' });
    const id = await newestMessageId(app);
    const edited = await edit(app, actors.headers.admin, {
      id: String(id),
      text: '  Первая строка\nВторая  ',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, text: 'Первая строка\nВторая', isSent: false });

    const control = await edit(app, actors.headers.admin, { id: String(id), text: 'Звонок\u0007' });
    expect(control.statusCode).toBe(400);
    expect(control.json().Error).toMatch(/управляющие символы/);
    const empty = await edit(app, actors.headers.admin, { id: String(id), text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Error).toMatch(/Не заполнено поле «текст сообщения»/);
    const unknown = await edit(app, actors.headers.admin, { id: String(id + 1000), text: 'Текст' });
    expect(unknown.statusCode).toBe(404);
    expect((await read(app, actors.headers.admin, id)).json().text).toBe('Первая строка\nВторая');
  });

  it('deletes a message: its notification stays without one, and a second delete is a 404', async () => {
    const app = t2();
    const actors = await buildActors(app);
    await notifyAdmins(app.db, { type: 'eventAdded', subject: 'Новое мероприятие' });
    const id = await newestMessageId(app);
    const deleted = await remove(app, actors.headers.admin, id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toBe('true');
    const [notification] = await app.db.select().from(t.notifications);
    expect(notification?.notificationMessageId).toBeNull();
    expect((await remove(app, actors.headers.admin, id)).statusCode).toBe(404);
    expect((await read(app, actors.headers.admin, id)).statusCode).toBe(404);
  });

  it('deletes a notification’s message with the notification, unless another notification has it', async () => {
    const app = t2();
    const actors = await buildActors(app);
    await notifyAdmins(app.db, { type: 'eventAdded', subject: 'Первое' });
    await notifyAdmins(app.db, { type: 'eventAdded', subject: 'Второе' });
    const [first, second] = await app.db.select().from(t.notifications).orderBy(t.notifications.id);
    // The second notification shares the first one's message.
    await app.db
      .update(t.notifications)
      .set({ notificationMessageId: first!.notificationMessageId })
      .where(eq(t.notifications.id, second!.id));
    const deleteNotification = (id: number) =>
      app.app.inject({
        method: 'DELETE',
        url: `/v1/Admin/notification/${id}`,
        headers: actors.headers.admin,
      });
    expect((await deleteNotification(first!.id)).statusCode).toBe(200);
    expect((await read(app, actors.headers.admin, first!.notificationMessageId!)).statusCode).toBe(200);
    expect((await deleteNotification(second!.id)).statusCode).toBe(200);
    expect((await read(app, actors.headers.admin, first!.notificationMessageId!)).statusCode).toBe(404);
  });

  it('sends an administrators’ notification to every administrator once, and again only on resend', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const second = await buildAccount(app.db, { roles: ['Admin'], email: 'second-admin@example.test' });
    await buildAccount(app.db, { roles: ['Admin'], email: 'blocked-admin@example.test', isBlocked: true });
    await notifyAdmins(app.db, {
      type: 'documentsReceivedForVerification',
      subject: 'Документы на проверку',
    });
    const id = await newestMessageId(app);
    await edit(app, actors.headers.admin, { id: String(id), text: 'Проверьте документы.\n\nСпасибо!' });

    const sent = await send(app, actors.headers.admin, id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ notificationMessage: { id, isSent: true }, mails: 2, chats: 0 });
    const mail = await lastMailTo(app.db, await adminEmail(app, actors));
    expect(mail).toMatchObject({ subject: 'Документы на проверку', template: 'notification-message' });
    expect(mail!.textBody).toContain('Проверьте документы.\n\nСпасибо!');
    expect(await lastMailTo(app.db, second.user.email)).not.toBeNull();
    expect(await lastMailTo(app.db, 'blocked-admin@example.test')).toBeNull();
    expect((await read(app, actors.headers.admin, id)).json().isSent).toBe(true);

    const again = await send(app, actors.headers.admin, id);
    expect(again.json()).toMatchObject({ notificationMessage: { isSent: true }, mails: 0, chats: 0 });
    expect(await mailsTo(app, second.user.email)).toHaveLength(1);

    const resent = await send(app, actors.headers.admin, id, '&resend=true');
    expect(resent.json()).toMatchObject({ mails: 2 });
    expect(await mailsTo(app, second.user.email)).toHaveLength(2);
  });

  it('sends a user’s notification to that user only', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const rider = await buildAccount(app.db, {
      roles: ['Participant'],
      email: 'rider-notified@example.test',
    });
    await notifyUser(app.db, rider.user.id, { type: 'participantConfirmed', subject: 'Вы подтверждены' });
    const id = await newestMessageId(app);
    expect((await send(app, actors.headers.admin, id)).json()).toMatchObject({ mails: 1 });
    expect(await lastMailTo(app.db, 'rider-notified@example.test')).toMatchObject({
      subject: 'Вы подтверждены',
    });
    expect(await lastMailTo(app.db, await adminEmail(app, actors))).toBeNull();
  });

  it('refuses a message of no notification (nobody to send to) and leaves it unsent; 404 for an unknown one', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const [orphan] = await app.db.insert(t.notificationMessages).values({ text: 'Ничей текст' }).returning();
    const refused = await send(app, actors.headers.admin, orphan!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Error).toMatch(/нет получателей/);
    expect((await read(app, actors.headers.admin, orphan!.id)).json().isSent).toBe(false);
    expect((await send(app, actors.headers.admin, orphan!.id + 1000)).statusCode).toBe(404);
  });

  it('answers 401 to a guest and 403 to anyone but an administrator', async () => {
    const app = t2();
    const actors = await buildActors(app);
    await notifyAdmins(app.db, { type: 'eventAdded', subject: 'Новое мероприятие' });
    const id = await newestMessageId(app);
    for (const [who, status] of [
      ['anonymous', 401],
      ['participant', 403],
      ['organizerA', 403],
    ] as const) {
      const headers = actors.headers[who];
      expect((await read(app, headers, id)).statusCode).toBe(status);
      expect((await edit(app, headers, { id: String(id), text: 'Взлом' })).statusCode).toBe(status);
      expect((await send(app, headers, id)).statusCode).toBe(status);
      expect((await remove(app, headers, id)).statusCode).toBe(status);
    }
    expect((await read(app, actors.headers.admin, id)).json()).toMatchObject({
      text: 'Новое мероприятие',
      isSent: false,
    });
  });
});

describe('notification messages, delivered over SMTP and by the bot', () => {
  const t2 = useTestApp({ env: { SMTP_URL: sink.url, ...telegram.env() } });

  it('reaches the SMTP server and the recipient’s linked chat', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const rider = await buildAccount(app.db, { roles: ['Participant'], email: 'rider-chat@example.test' });
    await app.db.insert(t.messengerUsers).values({ chatId: 777001, userId: rider.user.id });
    await app.db
      .insert(t.messengerUsers)
      .values({ chatId: 777002, userId: rider.user.id, isSubscribed: false });
    await notifyUser(app.db, rider.user.id, { type: 'eventResultsAddedNotification', subject: 'Результаты' });
    const id = await newestMessageId(app);
    await edit(app, actors.headers.admin, { id: String(id), text: 'Ваш протокол опубликован' });

    const sent = await send(app, actors.headers.admin, id);
    expect(sent.json()).toMatchObject({ notificationMessage: { isSent: true }, mails: 1, chats: 1 });
    expect(telegram.sent).toEqual([{ chat_id: 777001, text: 'Ваш протокол опубликован' }]);
    await app.ctx.mail.deliverPending();
    const caught = sink.inbox.find((mail) => mail.to.includes('rider-chat@example.test'));
    expect(caught && mailText(caught)).toContain('Ваш протокол опубликован');
  });

  it('still marks the message sent when the bot cannot write to a chat (the mail went out)', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const rider = await buildAccount(app.db, {
      roles: ['Participant'],
      email: 'rider-blocked-bot@example.test',
    });
    await app.db.insert(t.messengerUsers).values({ chatId: 777003, userId: rider.user.id });
    await notifyUser(app.db, rider.user.id, { type: 'participantConfirmed', subject: 'Подтверждено' });
    telegram.setSendMessageFailing(true);
    const sent = await send(app, actors.headers.admin, await newestMessageId(app));
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ notificationMessage: { isSent: true }, mails: 1, chats: 0 });
  });
});
