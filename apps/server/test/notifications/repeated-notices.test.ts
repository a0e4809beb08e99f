import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildAccount } from '../helpers/actors.js';
import { startFakeTelegram } from '../helpers/fake-telegram.js';
import { startSmtpSink, type CaughtMail } from '../helpers/smtp-sink.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { create, setUp, upload, type World } from '../protocols/upload-helpers.js';

/*
 * Issue 36, finding 12: deleting a protocol and creating it again (or a partner's new package id
 * for the same results) mailed every linked rider and follower again and posted to the channels
 * again. Now a rider's result in an event, an event's winners and a podium are told once per user
 * or channel, and an organizer's protocol creation and notices are limited.
 */

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

const CHANNEL = -1001234567;

const deliver = async (app: TestApp) => {
  await app.ctx.jobRunner.drain();
  await app.ctx.mail.deliverPending();
};
const mailsTo = (address: string): CaughtMail[] => sink.inbox.filter((mail) => mail.to.includes(address));

const publish = async (world: World) => {
  const cached = (await upload(world)).json().cachedProtocolDataId as string;
  return create(world, cached);
};

const resultNotices = (app: TestApp, userId: number) =>
  app.db
    .select()
    .from(t.notifications)
    .where(
      and(
        eq(t.notifications.userId, userId),
        eq(t.notifications.notificationType, 'eventResultsAddedNotification'),
      ),
    );

describe('notices told once (issue 36, finding 12)', () => {
  const t2 = useTestApp({
    env: { SMTP_URL: sink.url, ...telegram.env(), PROTOCOLS_PER_ORGANIZER_PER_HOUR: '3' },
  });

  it('tells riders’ followers, an event’s followers and the channels once, though the protocol is deleted and created again', async () => {
    const app = t2();
    const world = await setUp(app);
    await app.db
      .insert(t.messengerChannels)
      .values({ chatId: CHANNEL, organizerId: world.actors.organizerAId });
    const fan = await buildAccount(app.db, { roles: ['Participant'], email: 'fan@example.test' });
    const watcher = await buildAccount(app.db, { roles: ['Participant'], email: 'watcher@example.test' });
    await app.db.insert(t.favoriteEvents).values({ userId: watcher.user.id, eventId: world.eventId });

    const first = await publish(world);
    expect(first.json().isSuccess).toBe(true);
    const [sidorov] = await app.db
      .select()
      .from(t.participants)
      .where(eq(t.participants.lastName, 'Сидоров'));
    await app.db.insert(t.favoriteParticipants).values({ userId: fan.user.id, participantId: sidorov!.id });
    await deliver(app);
    expect(mailsTo('fan@example.test')).toHaveLength(1);
    expect(mailsTo('watcher@example.test')).toHaveLength(1);
    expect(telegram.sent.filter((message) => Number(message.chat_id) === CHANNEL)).toHaveLength(1);

    const removed = await app.app.inject({
      method: 'DELETE',
      url: `/v1/Protocol/${first.json().protocolId}`,
      headers: world.actors.headers.organizerA,
    });
    expect(removed.statusCode).toBe(200);
    const again = await publish(world);
    expect(again.json().isSuccess).toBe(true);
    expect(again.json().protocolId).not.toBe(first.json().protocolId);
    await deliver(app);

    expect(mailsTo('fan@example.test')).toHaveLength(1);
    expect(mailsTo('watcher@example.test')).toHaveLength(1);
    expect(await resultNotices(app, fan.user.id)).toHaveLength(1);
    expect(await resultNotices(app, watcher.user.id)).toHaveLength(1);
    expect(telegram.sent.filter((message) => Number(message.chat_id) === CHANNEL)).toHaveLength(1);
  });

  it('limits the protocols an organizer creates in an hour', async () => {
    const app = t2();
    const world = await setUp(app);
    for (let index = 0; index < 3; index += 1) expect((await publish(world)).json().isSuccess).toBe(true);
    const refused = await publish(world);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Error).toMatch(
      /^Организатор уже создал 3 протоколов за час: попробуйте через \d+ мин\.$/,
    );
    expect(await app.db.select().from(t.protocols)).toHaveLength(3);
  });
});

describe('an organizer’s notices of a day (issue 36, finding 12)', () => {
  const t2 = useTestApp({
    env: { SMTP_URL: sink.url, ...telegram.env(), NOTICES_PER_ORGANIZER_PER_DAY: '1' },
  });

  it('go out for as many of its protocols as the limit allows; the next protocols are published without them', async () => {
    const app = t2();
    const world = await setUp(app);
    await app.db
      .insert(t.messengerChannels)
      .values({ chatId: CHANNEL, organizerId: world.actors.organizerAId });
    const watcher = await buildAccount(app.db, { roles: ['Participant'], email: 'watcher@example.test' });
    await app.db.insert(t.favoriteEvents).values({ userId: watcher.user.id, eventId: world.eventId });
    expect((await publish(world)).json().isSuccess).toBe(true);
    await deliver(app);
    // The first protocol's post went out (a fresh run once found none: the job's outcome says why).
    const posts = await app.db
      .select({ status: t.jobs.status, result: t.jobs.result, error: t.jobs.error })
      .from(t.jobs)
      .where(eq(t.jobs.type, 'telegram.channel-post'));
    expect(posts).toEqual([{ status: 'done', result: { sent: 1, failed: 0 }, error: null }]);
    expect(telegram.sent.filter((message) => Number(message.chat_id) === CHANNEL)).toHaveLength(1);
    const other = ['Место;Фамилия;Имя;Год рождения;Пол;Время', '1;Волков;Олег;1975;М;1:50:00'].join('\r\n');
    const cached = (await upload(world, other)).json().cachedProtocolDataId as string;
    const second = await create(world, cached);
    expect(second.json().isSuccess).toBe(true);
    await deliver(app);
    expect(mailsTo('watcher@example.test')).toHaveLength(1);
    expect(telegram.sent.filter((message) => Number(message.chat_id) === CHANNEL)).toHaveLength(1);
    // The second protocol is published all the same.
    const page = await app.app.inject({ method: 'GET', url: `/v1/Protocol/${second.json().protocolId}` });
    expect(page.statusCode).toBe(200);
  });
});
