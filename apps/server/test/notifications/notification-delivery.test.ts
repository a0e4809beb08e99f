import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { EVENT_RESULTS_JOB } from '../../src/domain/notices/event-notifications.js';
import { nextDigestRun, WEEKLY_DIGEST_JOB } from '../../src/domain/notifications/closest-events.js';
import { DELIVERY_JOB } from '../../src/domain/notices/delivery-queue.js';
import { notifyUser } from '../../src/domain/notices/notify-admins.js';
import { buildAccount, buildActors, tokenFor, bearer, type Actors } from '../helpers/actors.js';
import { buildEvent, buildParticipant, buildProtocol } from '../helpers/factories.js';
import { startFakeTelegram } from '../helpers/fake-telegram.js';
import { linkIn } from '../helpers/outbox.js';
import { mailText, startSmtpSink, type CaughtMail } from '../helpers/smtp-sink.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { injectForm } from '../organizers/form-helpers.js';
import { create, setUp, upload } from '../protocols/upload-helpers.js';

// Notifications that reach riders (issue 18): the three broadcasts, delivery by mail and bot with
// retries, nothing sent twice, the rider's channels and the mail's unsubscribe link.

const sink = await startSmtpSink();
const telegram = await startFakeTelegram();
afterAll(async () => {
  await sink.close();
  await telegram.close();
});
beforeEach(() => {
  telegram.reset();
  sink.inbox.length = 0;
});

const YEAR_RESULTS = '/v1/Notification/participants-year-results-email-notifications';
const DIGEST = '/v1/Notification/send-closest-events-notification';
const TG_DIGEST = '/v1/Notification/send-closest-events-notifications-to-tg-subscribers';
const SETTINGS = '/v1/User/notification-settings';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Runs the queued jobs (deliveries) and hands the outbox to the SMTP server. */
const deliver = async (app: TestApp) => {
  await app.ctx.jobRunner.drain();
  await app.ctx.mail.deliverPending();
};

const mailsTo = (address: string): CaughtMail[] => sink.inbox.filter((mail) => mail.to.includes(address));

const rider = async (app: TestApp, email: string) => {
  const account = await buildAccount(app.db, { roles: ['Participant'], email, withParticipant: true });
  return { ...account, headers: bearer(await tokenFor(app, account.user.id)) };
};

/** A notification for the rider, as an event of §3 writes it (its delivery job is left queued). */
const notifyUserNow = (app: TestApp, userId: number) =>
  notifyUser(app.db, userId, { type: 'documentsChangedStatus', subject: 'Документы проверены' });

const notificationsOf = (app: TestApp, userId: number) =>
  app.db.select().from(t.notifications).where(eq(t.notifications.userId, userId));

describe('the broadcasts, delivered over SMTP and by the bot', () => {
  const t2 = useTestApp({ env: { SMTP_URL: sink.url, ...telegram.env() } });

  it('answers 401 to a guest and 403 to anyone but an administrator', async () => {
    const app = t2();
    const actors = await buildActors(app);
    for (const [who, status] of [
      ['anonymous', 401],
      ['participant', 403],
      ['organizerA', 403],
      ['admin', 200],
    ] as const) {
      const headers = actors.headers[who];
      const year = await app.app.inject({
        method: 'POST',
        url: YEAR_RESULTS,
        headers,
        payload: { year: 2025 },
      });
      expect(year.statusCode, `${who} year results`).toBe(status);
      expect((await app.app.inject({ method: 'PATCH', url: DIGEST, headers })).statusCode).toBe(status);
      expect((await app.app.inject({ method: 'PATCH', url: TG_DIGEST, headers })).statusCode).toBe(status);
    }
    expect(await app.db.select().from(t.notifications)).toEqual([]);
  });

  it('mails each rider the events of the next 14 days, favourites first, once a week', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const anna = await rider(app, 'anna@example.test');
    const soon = await buildEvent(app.db, { name: 'Гран-при Осени', eventDate: inDays(3) });
    const favourite = await buildEvent(app.db, { name: 'Кубок Любимый', eventDate: inDays(10) });
    await buildEvent(app.db, { name: 'Дальняя гонка', eventDate: inDays(40) });
    await buildEvent(app.db, { name: 'Прошедшая гонка', eventDate: inDays(-5) });
    await app.db.insert(t.favoriteEvents).values({ userId: anna.user.id, eventId: favourite.id });

    const sent = await app.app.inject({ method: 'PATCH', url: DIGEST, headers: actors.headers.admin });
    expect(sent.statusCode).toBe(200);
    // Anna and the matrix's participant: the confirmed riders.
    expect(sent.json()).toEqual({ notifications: 2, alreadyNotified: 0 });
    await deliver(app);
    const [mail] = mailsTo('anna@example.test');
    expect(mailsTo('anna@example.test')).toHaveLength(1);
    const text = mailText(mail!);
    expect(text).toContain('Ближайшие старты');
    expect(text.indexOf('Кубок Любимый')).toBeLessThan(text.indexOf('Гран-при Осени'));
    expect(text).toContain('★');
    expect(text).not.toContain('Дальняя гонка');
    expect(text).not.toContain('Прошедшая гонка');
    expect(text).toContain('http://portal.test/unsubscribe?token=');
    const [notification] = await notificationsOf(app, anna.user.id);
    expect(notification).toMatchObject({
      notificationType: 'closestEventsNewsNotification',
      deliveryError: null,
      deliveredOn: expect.any(Date),
    });
    const [message] = await app.db
      .select()
      .from(t.notificationMessages)
      .where(eq(t.notificationMessages.id, notification!.notificationMessageId!));
    expect(message!.isSent).toBe(true);
    expect(soon.id).toBeGreaterThan(0);

    // The same event twice (the same week's digest) gives one message.
    const again = await app.app.inject({ method: 'PATCH', url: DIGEST, headers: actors.headers.admin });
    expect(again.json()).toEqual({ notifications: 0, alreadyNotified: 2 });
    await deliver(app);
    expect(mailsTo('anna@example.test')).toHaveLength(1);
    expect(await notificationsOf(app, anna.user.id)).toHaveLength(1);
  });

  it('runs the digest by itself on Monday mornings, and schedules the next Monday', async () => {
    const app = t2();
    await rider(app, 'anna-weekly@example.test');
    await buildEvent(app.db, { name: 'Субботник', eventDate: inDays(4) });
    await app.ctx.jobQueue.enqueue(WEEKLY_DIGEST_JOB);
    await deliver(app);
    expect(mailText(mailsTo('anna-weekly@example.test')[0]!)).toContain('Субботник');
    const [next] = await app.db
      .select()
      .from(t.jobs)
      .where(and(eq(t.jobs.type, WEEKLY_DIGEST_JOB), eq(t.jobs.status, 'queued')));
    expect(next!.runAfter.getUTCDay()).toBe(1);
    expect(next!.runAfter.getUTCHours()).toBe(7);
    expect(next!.runAfter.getTime()).toBeGreaterThan(Date.now());
    expect(next!.runAfter.getTime() - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);
    expect(nextDigestRun(new Date('2026-11-27T12:00:00Z')).toISOString()).toBe('2026-11-30T07:00:00.000Z');
    // On a Monday before 10:00 in Moscow the digest is that morning's; from 10:00, the next Monday's.
    expect(nextDigestRun(new Date('2026-11-30T06:00:00Z')).toISOString()).toBe('2026-11-30T07:00:00.000Z');
    expect(nextDigestRun(new Date('2026-11-30T07:00:00Z')).toISOString()).toBe('2026-12-07T07:00:00.000Z');
    expect(nextDigestRun(new Date('2026-12-06T23:59:00Z')).toISOString()).toBe('2026-12-07T07:00:00.000Z');
  });

  it('sends nothing when no event is coming', async () => {
    const app = t2();
    const actors = await buildActors(app);
    await buildEvent(app.db, { eventDate: inDays(30) });
    const sent = await app.app.inject({ method: 'PATCH', url: DIGEST, headers: actors.headers.admin });
    expect(sent.json()).toEqual({ notifications: 0, alreadyNotified: 0 });
    await deliver(app);
    expect(sink.inbox).toEqual([]);
  });

  it('unsubscribes by the mail’s link without signing in, after a confirm button', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const boris = await rider(app, 'boris@example.test');
    await buildEvent(app.db, { name: 'Весенний критериум', eventDate: inDays(2) });
    await app.app.inject({ method: 'PATCH', url: DIGEST, headers: actors.headers.admin });
    await deliver(app);
    const link = linkIn(mailText(mailsTo('boris@example.test')[0]!), 'http://portal.test/unsubscribe?token=');

    const page = await app.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // The address masked (issue 36): whoever holds a forwarded link learns little of whose mail it is.
    expect(page.body).toContain('b***@example.test');
    expect(page.body).not.toContain('boris@example.test');
    expect(page.body).toContain('<button type="submit">Отписаться</button>');
    // Opening the link (a mail scanner does) changes nothing.
    expect(
      (await app.app.inject({ method: 'GET', url: SETTINGS, headers: boris.headers })).json(),
    ).toMatchObject({
      notifyByEmail: true,
      notifyByMessenger: true,
    });

    // The page's form: an empty url-encoded body, the token in the query.
    const done = await app.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Вы отписались');
    expect(
      (await app.app.inject({ method: 'GET', url: SETTINGS, headers: boris.headers })).json(),
    ).toMatchObject({
      notifyByEmail: false,
      notifyByMessenger: true,
    });

    // Another user's id with Boris's signature, or a made-up token: refused, nothing changes.
    const token = link.searchParams.get('token')!;
    const [, version, signature] = token.split('.');
    const forged = `${actors.userIds.participant}.${version}.${signature}`;
    for (const bad of [forged, 'nonsense', '']) {
      const refused = await app.app.inject({
        method: 'POST',
        url: `/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('Ссылка для отписки недействительна');
    }
    const [participant] = await app.db
      .select()
      .from(t.users)
      .where(eq(t.users.id, actors.userIds.participant));
    expect(participant!.notifyByEmail).toBe(true);

    // Unsubscribed, the next season summary does not reach Boris by mail.
    const event = await buildEvent(app.db, { eventDate: '2025-05-10' });
    const protocol = await buildProtocol(app.db, { eventId: event.id });
    await app.db.insert(t.protocolResults).values({
      protocolId: protocol.id,
      participantId: boris.participant!.id,
      rowOrder: 1,
      gender: 'male',
      place: 1,
    });
    const year = await app.app.inject({
      method: 'POST',
      url: YEAR_RESULTS,
      headers: actors.headers.admin,
      payload: { year: 2025 },
    });
    expect(year.json()).toEqual({ notifications: 0, alreadyNotified: 0 });
  });

  it('reads and switches the rider’s channels in the profile (signed in only)', async () => {
    const app = t2();
    const anna = await rider(app, 'anna-settings@example.test');
    const off = await app.app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: anna.headers,
      payload: { notifyByMessenger: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ notifyByEmail: true, notifyByMessenger: false });
    expect(
      (await app.app.inject({ method: 'GET', url: SETTINGS, headers: anna.headers })).json(),
    ).toMatchObject({
      notifyByEmail: true,
      notifyByMessenger: false,
    });
    const wrong = await app.app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: anna.headers,
      payload: { notifyByEmail: 'да' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await app.app.inject({ method: 'GET', url: SETTINGS })).statusCode).toBe(401);
    expect((await app.app.inject({ method: 'PATCH', url: SETTINGS, payload: {} })).statusCode).toBe(401);
  });

  it('writes the digest to linked chats of riders who keep the messenger on, once a week', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const anna = await rider(app, 'anna-tg@example.test');
    const quiet = await rider(app, 'quiet-tg@example.test');
    await app.db.update(t.users).set({ notifyByMessenger: false }).where(eq(t.users.id, quiet.user.id));
    await app.db.insert(t.messengerUsers).values([
      { chatId: 555001, userId: anna.user.id },
      { chatId: 555002, userId: quiet.user.id },
      { chatId: 555003, userId: null },
    ]);
    await buildEvent(app.db, { name: 'Ночная гонка', eventDate: inDays(5) });

    const sent = await app.app.inject({ method: 'PATCH', url: TG_DIGEST, headers: actors.headers.admin });
    expect(sent.json()).toEqual({ notifications: 1, alreadyNotified: 0 });
    await deliver(app);
    expect(telegram.sent).toHaveLength(1);
    expect(telegram.sent[0]).toMatchObject({
      chat_id: 555001,
      text: expect.stringContaining('Ночная гонка'),
    });
    // Messenger only: no mail for this digest.
    expect(mailsTo('anna-tg@example.test')).toEqual([]);

    const again = await app.app.inject({ method: 'PATCH', url: TG_DIGEST, headers: actors.headers.admin });
    expect(again.json()).toEqual({ notifications: 0, alreadyNotified: 1 });
    await deliver(app);
    expect(telegram.sent).toHaveLength(1);
  });

  it('retries a failed delivery, recording the failure on the notification, and sends once in the end', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const anna = await rider(app, 'anna-retry@example.test');
    await app.db.insert(t.messengerUsers).values({ chatId: 555101, userId: anna.user.id });
    await buildEvent(app.db, { name: 'Гонка под дождём', eventDate: inDays(1) });
    telegram.setSendMessageFailing(true);
    await app.app.inject({ method: 'PATCH', url: TG_DIGEST, headers: actors.headers.admin });
    await deliver(app);

    const [failed] = await notificationsOf(app, anna.user.id);
    expect(failed!.deliveryError).toMatch(/^Не доставлено: чат 555101/);
    expect(failed!.deliveryAttempts).toBe(1);
    expect(failed!.deliveredOn).toBeNull();
    const [job] = await app.db.select().from(t.jobs).where(eq(t.jobs.type, DELIVERY_JOB));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.runAfter.getTime()).toBeGreaterThan(Date.now());

    // The retry is due, and Telegram answers again.
    telegram.setSendMessageFailing(false);
    await app.db
      .update(t.jobs)
      .set({ runAfter: new Date(Date.now() - 1000) })
      .where(eq(t.jobs.id, job!.id));
    await deliver(app);
    const [delivered] = await notificationsOf(app, anna.user.id);
    expect(delivered).toMatchObject({
      deliveryError: null,
      deliveryAttempts: 1,
      deliveredOn: expect.any(Date),
    });
    expect(telegram.sent.filter((message) => message.chat_id === 555101)).toHaveLength(1);
    const [done] = await app.db.select().from(t.jobs).where(eq(t.jobs.id, job!.id));
    expect(done!.status).toBe('done');

    // The same delivery run again (a job taken twice) sends nothing more.
    await app.ctx.jobQueue.enqueue(DELIVERY_JOB, { notificationId: delivered!.id, channels: ['messenger'] });
    await deliver(app);
    expect(telegram.sent).toHaveLength(1);
  });

  it('mails each rider of a season their summary as the year in review counts it, once', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const anna = await rider(app, 'anna-year@example.test');
    const event = await buildEvent(app.db, { name: 'Кубок лета', eventDate: '2025-07-05' });
    const protocol = await buildProtocol(app.db, { eventId: event.id });
    const other = await buildProtocol(app.db, {
      eventId: (await buildEvent(app.db, { eventDate: '2025-08-09' })).id,
    });
    for (const [protocolId, place] of [
      [protocol.id, 1],
      [other.id, 2],
    ] as const)
      await app.db.insert(t.protocolResults).values({
        protocolId,
        participantId: anna.participant!.id,
        rowOrder: 1,
        gender: 'female',
        place,
        resultTime: '1:02:03',
        resultTimeMs: 3_723_000,
      });
    // A rider of another season only.
    const older = await rider(app, 'older-year@example.test');
    const oldProtocol = await buildProtocol(app.db, {
      eventId: (await buildEvent(app.db, { eventDate: '2024-07-05' })).id,
    });
    await app.db.insert(t.protocolResults).values({
      protocolId: oldProtocol.id,
      participantId: older.participant!.id,
      rowOrder: 1,
      gender: 'male',
      place: 3,
    });

    const sent = await app.app.inject({
      method: 'POST',
      url: YEAR_RESULTS,
      headers: actors.headers.admin,
      payload: { year: 2025 },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ notifications: 1, alreadyNotified: 0 });
    await deliver(app);
    const mails = mailsTo('anna-year@example.test');
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0]!);
    expect(text).toContain('ваш сезон 2025: стартов — 2');
    expect(text).toContain('1-е место — 1 раз');
    expect(text).toContain('2-е место — 1 раз');
    expect(text).toContain(`http://portal.test/rating/details/${anna.participant!.id}`);
    expect(mailsTo('older-year@example.test')).toEqual([]);
    const [notification] = await notificationsOf(app, anna.user.id);
    expect(notification).toMatchObject({
      notificationType: 'participantYearResultsEmailNotification',
      participantId: anna.participant!.id,
    });

    const again = await app.app.inject({
      method: 'POST',
      url: YEAR_RESULTS,
      headers: actors.headers.admin,
      payload: { year: 2025 },
    });
    expect(again.json()).toEqual({ notifications: 0, alreadyNotified: 1 });
    await deliver(app);
    expect(mailsTo('anna-year@example.test')).toHaveLength(1);

    const badYear = await app.app.inject({
      method: 'POST',
      url: YEAR_RESULTS,
      headers: actors.headers.admin,
      payload: { year: 2010 },
    });
    expect(badYear.statusCode).toBe(400);
  });

  it('tells the riders of a new protocol and those who follow them, once per protocol', async () => {
    const app = t2();
    const anna = await rider(app, 'anna-results@example.test');
    const fan = await rider(app, 'fan-results@example.test');
    const stranger = await buildParticipant(app.db, { lastName: 'Безучётный' });
    await app.db
      .insert(t.favoriteParticipants)
      .values({ userId: fan.user.id, participantId: anna.participant!.id });
    const event = await buildEvent(app.db, { name: 'Гонка Чемпионов', eventDate: '2025-09-01' });
    const protocol = await buildProtocol(app.db, { eventId: event.id, name: 'Женщины 30-39' });
    await app.db.insert(t.protocolResults).values([
      {
        protocolId: protocol.id,
        participantId: anna.participant!.id,
        rowOrder: 1,
        gender: 'female',
        place: 2,
        resultTime: '0:55:10',
      },
      { protocolId: protocol.id, participantId: stranger.id, rowOrder: 2, gender: 'male', place: 1 },
    ]);

    // What POST /v1/Protocol/create queues after a protocol is created; queued twice here.
    await app.ctx.jobQueue.enqueue(EVENT_RESULTS_JOB, { protocolId: protocol.id });
    await app.ctx.jobQueue.enqueue(EVENT_RESULTS_JOB, { protocolId: protocol.id });
    await deliver(app);

    const annaMails = mailsTo('anna-results@example.test');
    expect(annaMails).toHaveLength(1);
    expect(mailText(annaMails[0]!)).toContain('Ваш результат: 2 место, 0:55:10');
    const fanMails = mailsTo('fan-results@example.test');
    expect(fanMails).toHaveLength(1);
    expect(mailText(fanMails[0]!)).toContain(`${anna.user.lastName} ${anna.user.firstName}: 2 место`);
    const notices = await app.db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.notificationType, 'eventResultsAddedNotification')));
    expect(notices).toHaveLength(2);
    expect(notices.every((notice) => notice.eventId === event.id)).toBe(true);
  });

  it('mails a rider of a protocol created over HTTP their result, once', async () => {
    const app = t2();
    const world = await setUp(app);
    const cached = (await upload(world)).json().cachedProtocolDataId as string;
    // Recalculated before the answer: the notices wait for a stale season (follow-notices.test.ts).
    const created = await create(world, cached);
    expect(created.statusCode).toBe(200);
    // Petrov has an account by the time the queued job runs.
    const [petrov] = await app.db.select().from(t.participants).where(eq(t.participants.lastName, 'Петров'));
    const account = await buildAccount(app.db, { roles: ['Participant'], email: 'petrov@example.test' });
    await app.db
      .update(t.participants)
      .set({ userId: account.user.id })
      .where(eq(t.participants.id, petrov!.id));
    await deliver(app);
    await deliver(app);
    const mails = mailsTo('petrov@example.test');
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0]!);
    expect(text).toMatch(/Результаты: .+, 01\.06\.2024/);
    expect(text).toContain('Ваш результат: 1 место, 2:10:00');
    expect(text).toContain(`http://portal.test/results/details/${created.json().protocolId}`);
  });

  it('puts an added event in the administrators’ inbox', async () => {
    const app = t2();
    const { headers, organizerAId } = await buildActors(app);
    const created = await injectForm(app, 'POST', '/v1/Event', headers.organizerA, {
      eventName: 'Кубок Новичка',
      eventDate: '2025-06-01T00:00:00Z',
      isRating: 'true',
      organizerId: String(organizerAId),
    });
    expect(created.statusCode).toBe(200);
    const inbox = await app.app.inject({
      method: 'POST',
      url: '/v1/Admin/paged-notifications',
      headers: headers.admin,
      payload: { notificationTypes: ['eventAdded'] },
    });
    expect(inbox.json()).toMatchObject({
      totalCount: 1,
      items: [{ subject: 'Добавлено мероприятие «Кубок Новичка»', event: { id: created.json().id } }],
    });
  });

  it('delivers a confirmed rider’s notice by the bot only (the confirmation has its own mail)', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const waiting = await buildAccount(app.db, {
      isConfirmed: false,
      pendingRole: 'Participant',
      email: 'waiting@example.test',
    });
    await app.db.insert(t.messengerUsers).values({ chatId: 555201, userId: waiting.user.id });
    const confirmed = await app.app.inject({
      method: 'GET',
      url: `/v1/Admin/confirm-user/${waiting.user.id}`,
      headers: actors.headers.admin,
    });
    expect(confirmed.statusCode).toBe(200);
    await deliver(app);
    expect(telegram.sent).toEqual([{ chat_id: 555201, text: 'Учётная запись подтверждена' }]);
    // One mail: the confirmation itself.
    expect(mailsTo('waiting@example.test')).toHaveLength(1);
  });
});

describe('an administrator’s send and the rider’s choice', () => {
  const t2 = useTestApp({ env: { SMTP_URL: sink.url, ...telegram.env() } });

  it('carries the unsubscribe link, and skips the mail of a rider who switched it off', async () => {
    const app = t2();
    const actors = await buildActors(app);
    const anna = await rider(app, 'anna-send@example.test');
    await app.db.insert(t.messengerUsers).values({ chatId: 555301, userId: anna.user.id });
    const send = async () => {
      const [notification] = await notificationsOf(app, anna.user.id);
      return app.app.inject({
        method: 'PATCH',
        url: `/v1/Notification/send-notification-message?notificationMessageId=${notification!.notificationMessageId}&resend=true`,
        headers: actors.headers.admin,
      });
    };
    await notifyUserNow(app, anna.user.id);
    expect((await send()).json()).toMatchObject({ mails: 1, chats: 1 });
    await app.ctx.mail.deliverPending();
    expect(mailText(mailsTo('anna-send@example.test')[0]!)).toContain(
      'Отписаться от писем портала: http://portal.test/unsubscribe?token=',
    );

    await app.app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: anna.headers,
      payload: { notifyByEmail: false },
    });
    expect((await send()).json()).toMatchObject({ mails: 0, chats: 1 });
    await app.app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: anna.headers,
      payload: { notifyByMessenger: false },
    });
    expect((await send()).json()).toMatchObject({ mails: 0, chats: 0 });
  });
});

describe('the messenger digest without a configured bot', () => {
  const t2 = useTestApp();

  it('answers 404, as the bot’s other calls', async () => {
    const app = t2();
    const actors: Actors = await buildActors(app);
    const response = await app.app.inject({ method: 'PATCH', url: TG_DIGEST, headers: actors.headers.admin });
    expect(response.statusCode).toBe(404);
  });
});

describe('the unsubscribe link (issue 36, finding 6)', () => {
  const t2 = useTestApp({ env: { SMTP_URL: sink.url } });

  /** Boris's link from a real mail: a notice delivered to him over SMTP. */
  const linkOf = async (app: TestApp) => {
    const boris = await rider(app, 'boris@example.test');
    await notifyUser(app.db, boris.user.id, { type: 'eventResultsAddedNotification', subject: 'Результаты' });
    await deliver(app);
    const link = linkIn(mailText(mailsTo('boris@example.test')[0]!), 'http://portal.test/unsubscribe?token=');
    return { boris, token: link.searchParams.get('token')! };
  };
  const page = (app: TestApp, token: string, method: 'GET' | 'POST' = 'GET') =>
    app.app.inject({ method, url: `/unsubscribe?token=${encodeURIComponent(token)}` });

  it('is signed with a key of its own, not with the sessions\u2019 secret as it is', async () => {
    const app = t2();
    const { boris, token } = await linkOf(app);
    expect((await page(app, token)).statusCode).toBe(200);
    // The link the portal used to mail: the user id signed with JWT_SECRET itself.
    const oldSignature = createHmac('sha256', app.config.JWT_SECRET)
      .update(`unsubscribe:${boris.user.id}`)
      .digest('base64url');
    const refused = await page(app, `${boris.user.id}.${oldSignature}`, 'POST');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Ссылка для отписки недействительна');
    const [row] = await app.db.select().from(t.users).where(eq(t.users.id, boris.user.id));
    expect(row!.notifyByEmail).toBe(true);
  });

  it('accepts one spelling only: no leading zeros, no other last base64 character', async () => {
    const app = t2();
    const { token } = await linkOf(app);
    const [id, version, signature] = token.split('.') as [string, string, string];
    // The signature's last character carries two bits base64 decoding ignores: a twin that decodes alike.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.at(-1)!);
    const twin = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(twin, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    for (const spelling of [
      `00${id}.${version}.${signature}`,
      `${id}.0${version}.${signature}`,
      `${id}.${version}.${twin}`,
    ]) {
      const refused = await page(app, spelling);
      expect(refused.statusCode, spelling).toBe(400);
    }
    expect((await page(app, token)).statusCode).toBe(200);
  });

  it('stops working once the account leaves its token version behind («Выйти на всех устройствах»)', async () => {
    const app = t2();
    const { boris, token } = await linkOf(app);
    expect((await page(app, token)).statusCode).toBe(200);
    const out = await app.app.inject({
      method: 'POST',
      url: '/v1/User/logout-everywhere',
      headers: boris.headers,
    });
    expect(out.statusCode).toBe(200);
    const refused = await page(app, token, 'POST');
    expect(refused.statusCode).toBe(400);
    const [row] = await app.db.select().from(t.users).where(eq(t.users.id, boris.user.id));
    expect(row!.notifyByEmail).toBe(true);
  });
});
