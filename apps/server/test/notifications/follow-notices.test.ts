import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import * as t from '../../src/db/schema/index.js';
import { EVENT_RESULTS_JOB } from '../../src/domain/notices/event-notifications.js';
import { pointsPhrase } from '../../src/lib/russian-text.js';
import { RESULT_POINTS } from '../../src/domain/rating/result-points-sql.js';
import { buildAccount, bearer, tokenFor } from '../helpers/actors.js';
import { startFakeTelegram } from '../helpers/fake-telegram.js';
import { mailText, startSmtpSink, type CaughtMail } from '../helpers/smtp-sink.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { create, setUp, upload, type World } from '../protocols/upload-helpers.js';

// Follow (issue 19): a protocol published over POST /v1/Protocol/create tells the followers of its
// riders and of its event, with the points and the new season place once the season is
// recalculated, by mail and by the bot with the same text, as each user's switches allow.

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

const SETTINGS = '/v1/User/notification-settings';

const deliver = async (app: TestApp) => {
  await app.ctx.jobRunner.drain();
  await app.ctx.mail.deliverPending();
};

const mailsTo = (address: string): CaughtMail[] => sink.inbox.filter((mail) => mail.to.includes(address));

let chat = 777000;
/** A signed-in user with a linked Telegram chat. */
const follower = async (app: TestApp, email: string) => {
  const account = await buildAccount(app.db, { roles: ['Participant'], email });
  chat += 1;
  await app.db.insert(t.messengerUsers).values({ chatId: chat, userId: account.user.id });
  return { ...account, chatId: chat, headers: bearer(await tokenFor(app, account.user.id)) };
};

const participantNamed = async (app: TestApp, lastName: string) => {
  const [row] = await app.db.select().from(t.participants).where(eq(t.participants.lastName, lastName));
  return row!;
};

const followRider = (app: TestApp, userId: number, participantId: number) =>
  app.db.insert(t.favoriteParticipants).values({ userId, participantId });
const followEvent = (app: TestApp, userId: number, eventId: number) =>
  app.db.insert(t.favoriteEvents).values({ userId, eventId });

/** Uploads the wizard's file and creates the protocol (recalculating the season unless told not to). */
const publish = async (world: World, overrides: Record<string, unknown> = {}) => {
  const cached = (await upload(world)).json().cachedProtocolDataId as string;
  const created = await create(world, cached, overrides);
  expect(created.statusCode).toBe(200);
  expect(created.json().isSuccess).toBe(true);
  return created.json().protocolId as number;
};

/** The result's points and the rider's national season place and points, as the database holds them. */
const figuresOf = async (app: TestApp, protocolId: number, participantId: number) => {
  const [result] = await queryRows<{ points: number }>(
    app.db,
    sql`select ${RESULT_POINTS}::float8 as points from protocol_results r join protocols p on p.id = r.protocol_id
        where r.protocol_id = ${protocolId} and r.participant_id = ${participantId}`,
  );
  const [standing] = await app.db
    .select()
    .from(t.standings)
    .where(
      and(
        eq(t.standings.year, 2024),
        eq(t.standings.organizerId, 0),
        eq(t.standings.clusterAgeCategoryId, 0),
        eq(t.standings.participantId, participantId),
      ),
    );
  return { points: Number(result!.points), place: standing!.genderPlace, rating: standing!.rating };
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

describe('notices of followed riders and events', () => {
  const t2 = useTestApp({ env: { SMTP_URL: sink.url, ...telegram.env() } });

  it('tells a rider’s follower the points and the new season place, by mail and bot alike', async () => {
    const app = t2();
    const world = await setUp(app);
    const fan = await follower(app, 'fan@example.test');
    const protocolId = await publish(world);
    const sidorov = await participantNamed(app, 'Сидоров');
    await followRider(app, fan.user.id, sidorov.id);
    await deliver(app);

    const figures = await figuresOf(app, protocolId, sidorov.id);
    expect(figures.points).toBeGreaterThan(0);
    const line =
      `Сидоров Пётр: 2 место, 2:10:30 — ${pointsPhrase(figures.points)}, ` +
      `в рейтинге ${figures.place} место (${pointsPhrase(figures.rating)})`;
    expect(figures.place).toBe(2);
    const mails = mailsTo('fan@example.test');
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0]!);
    expect(text).toContain(line);
    expect(text).toContain(`http://portal.test/results/details/${protocolId}`);
    // Riders the fan does not follow are not listed.
    expect(text).not.toContain('Петров');
    const bot = telegram.sent.filter((message) => message.chat_id === fan.chatId);
    expect(bot).toHaveLength(1);
    expect(bot[0]!.text).toContain(line);
    // The same text: the bot's message is in the mail as it is.
    expect(text.replace(/\s+/g, ' ')).toContain(String(bot[0]!.text).replace(/\s+/g, ' '));
  });

  it('waits for the season’s recalculation, then tells the points', async () => {
    const app = t2();
    const world = await setUp(app);
    const fan = await follower(app, 'patient@example.test');
    const protocolId = await publish(world, { needToRecalculateRatings: false });
    await followRider(app, fan.user.id, (await participantNamed(app, 'Кузнецова')).id);
    await deliver(app);
    // The season is stale: no notice yet, the job looks again a minute later.
    expect(mailsTo('patient@example.test')).toHaveLength(0);
    const waiting = await app.db
      .select()
      .from(t.jobs)
      .where(and(eq(t.jobs.type, EVENT_RESULTS_JOB), eq(t.jobs.status, 'queued')));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.runAfter.getTime()).toBeGreaterThan(Date.now() + 30_000);

    // An administrator recalculates the season; the minute passes.
    const admin = world.actors.headers.admin;
    const recalculation = await app.app.inject({
      method: 'PATCH',
      url: '/v1/Statistic/recalculate-ratings',
      headers: admin,
      payload: { year: 2024 },
    });
    expect(recalculation.statusCode).toBeLessThan(300);
    await app.ctx.jobRunner.drain();
    await app.db.update(t.jobs).set({ runAfter: new Date() }).where(eq(t.jobs.id, waiting[0]!.id));
    await deliver(app);

    const kuznetsova = await participantNamed(app, 'Кузнецова');
    const figures = await figuresOf(app, protocolId, kuznetsova.id);
    const mails = mailsTo('patient@example.test');
    expect(mails).toHaveLength(1);
    expect(mailText(mails[0]!)).toContain(
      `Кузнецова Анна: 3 место, 2:20:00 — ${pointsPhrase(figures.points)}, в рейтинге 1 место`,
    );
  });

  it('gives up waiting after an hour and tells the results without points', async () => {
    const app = t2();
    const world = await setUp(app);
    const fan = await follower(app, 'late@example.test');
    await publish(world, { needToRecalculateRatings: false });
    await followRider(app, fan.user.id, (await participantNamed(app, 'Кузнецова')).id);
    await app.db
      .update(t.jobs)
      .set({ createdOn: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(t.jobs.type, EVENT_RESULTS_JOB));
    await deliver(app);
    const mails = mailsTo('late@example.test');
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0]!);
    expect(text).toContain('Кузнецова Анна: 3 место, 2:20:00');
    expect(text).not.toMatch(/очк/);
  });

  it('tells an event’s follower the winners, and its riders’ lines in the same single notice', async () => {
    const app = t2();
    const world = await setUp(app);
    const watcher = await follower(app, 'watcher@example.test');
    const both = await follower(app, 'both@example.test');
    await followEvent(app, watcher.user.id, world.eventId);
    await followEvent(app, both.user.id, world.eventId);
    const protocolId = await publish(world);
    await followRider(app, both.user.id, (await participantNamed(app, 'Сидоров')).id);
    await followRider(app, both.user.id, (await participantNamed(app, 'Кузнецова')).id);
    // Queued twice (as a saga's retry would): still one notice per user.
    await app.ctx.jobQueue.enqueue(EVENT_RESULTS_JOB, { protocolId });
    await deliver(app);

    const watched = mailsTo('watcher@example.test');
    expect(watched).toHaveLength(1);
    const text = mailText(watched[0]!);
    expect(text).toContain('Первый среди мужчин: Петров Иван, 2:10:00');
    expect(text).toContain('Первая среди женщин: Кузнецова Анна, 2:20:00');
    expect(text).toContain(`http://portal.test/results/details/${protocolId}`);
    expect(text).not.toContain('Сидоров');

    expect(mailsTo('both@example.test')).toHaveLength(1);
    expect(await resultNotices(app, both.user.id)).toHaveLength(1);
    const bothText = mailText(mailsTo('both@example.test')[0]!);
    expect(bothText).toContain('Первый среди мужчин: Петров Иван');
    expect(bothText).toMatch(/Сидоров Пётр: 2 место, 2:10:30 — [\d,]+ очк/);
    expect(bothText).toMatch(/Кузнецова Анна: 3 место, 2:20:00 — [\d,]+ очк/);
    expect(telegram.sent.filter((message) => message.chat_id === both.chatId)).toHaveLength(1);
  });

  it('sends nothing to a user who switched the notice off, and reads the switches back', async () => {
    const app = t2();
    const world = await setUp(app);
    const quiet = await follower(app, 'quiet@example.test');
    const defaults = await app.app.inject({ method: 'GET', url: SETTINGS, headers: quiet.headers });
    expect(defaults.json()).toEqual({
      notifyByEmail: true,
      notifyByMessenger: true,
      notifyOwnResults: true,
      notifyFavoriteParticipants: true,
      notifyFavoriteEvents: true,
    });
    for (const payload of [{ notifyFavoriteEvents: false }, { notifyFavoriteParticipants: false }]) {
      const patched = await app.app.inject({
        method: 'PATCH',
        url: SETTINGS,
        headers: quiet.headers,
        payload,
      });
      expect(patched.statusCode).toBe(200);
    }
    const read = await app.app.inject({ method: 'GET', url: SETTINGS, headers: quiet.headers });
    expect(read.json()).toMatchObject({
      notifyOwnResults: true,
      notifyFavoriteParticipants: false,
      notifyFavoriteEvents: false,
    });
    const wrong = await app.app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: quiet.headers,
      payload: { notifyOwnResults: 'нет' },
    });
    expect(wrong.statusCode).toBe(400);

    await followEvent(app, quiet.user.id, world.eventId);
    await publish(world);
    await followRider(app, quiet.user.id, (await participantNamed(app, 'Петров')).id);
    await deliver(app);
    expect(mailsTo('quiet@example.test')).toHaveLength(0);
    expect(telegram.sent.filter((message) => message.chat_id === quiet.chatId)).toHaveLength(0);
    expect(await resultNotices(app, quiet.user.id)).toHaveLength(0);
  });

  it('keeps the rider’s own result out when «Мои результаты» is off', async () => {
    const app = t2();
    const world = await setUp(app);
    const publishedBefore = await publish(world);
    const petrov = await participantNamed(app, 'Петров');
    const own = await follower(app, 'petrov-own@example.test');
    await app.db.update(t.participants).set({ userId: own.user.id }).where(eq(t.participants.id, petrov.id));
    const off = await app.app.inject({
      method: 'PATCH',
      url: SETTINGS,
      headers: own.headers,
      payload: { notifyOwnResults: false },
    });
    expect(off.json()).toMatchObject({ notifyOwnResults: false, notifyByEmail: true });
    await deliver(app);
    expect(publishedBefore).toBeGreaterThan(0);
    expect(mailsTo('petrov-own@example.test')).toHaveLength(0);
  });

  it('lists no points for a non-rating protocol', async () => {
    const app = t2();
    const world = await setUp(app);
    const fan = await follower(app, 'friendly@example.test');
    await followEvent(app, fan.user.id, world.eventId);
    await publish(world, { isRatingProtocol: false });
    await followRider(app, fan.user.id, (await participantNamed(app, 'Сидоров')).id);
    await deliver(app);
    const mails = mailsTo('friendly@example.test');
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0]!);
    expect(text).toContain('Сидоров Пётр: 2 место, 2:10:30');
    expect(text).toContain('Первый среди мужчин: Петров Иван');
    expect(text).not.toMatch(/очк|в рейтинге/);
  });
});
