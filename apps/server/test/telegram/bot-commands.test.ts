import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema/index.js';
import { BOT_REPLIES } from '../../src/domain/messenger/handle-bot-update.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { buildEvent, buildOrganizer } from '../helpers/factories.js';
import { startFakeTelegram } from '../helpers/fake-telegram.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { deliver, messageUpdate, startTokenOf } from './telegram-flow.js';

const telegram = await startFakeTelegram();
afterAll(() => telegram.close());
beforeEach(() => telegram.reset());

/** A user whose chat is bound through the start link of the profile, as a rider would do it. */
const linkedChat = async (app: TestApp, userId: number, chatId: number) => {
  const link = await app.app.inject({
    method: 'GET',
    url: '/v1/TelegramBot/start-link-by-current-user',
    headers: bearer(await tokenFor(app, userId)),
  });
  await deliver(app, messageUpdate(chatId, `/start ${startTokenOf(link.body)}`));
  telegram.reset();
};

/** What the bot wrote to a chat in answer to one message. */
const ask = async (app: TestApp, chatId: number, text: string) => {
  const response = await deliver(app, messageUpdate(chatId, text));
  expect(response.statusCode).toBe(200);
  return telegram.sent.filter((message) => message.chat_id === chatId).map((message) => message.text);
};

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dotted = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

describe('the messenger bot’s commands (POST /v1/TelegramBot/webhook)', () => {
  const t = useTestApp({ env: telegram.env() });

  describe('/stop', () => {
    it('unbinds the chat: the account shows no chat and the bot says so in Russian', async () => {
      const app = t();
      const { user } = await buildAccount(app.db);
      await linkedChat(app, user.id, 501);
      expect(await ask(app, 501, '/stop')).toEqual([BOT_REPLIES.stopped]);
      const [chat] = await app.db.select().from(s.messengerUsers).where(eq(s.messengerUsers.chatId, 501));
      expect(chat).toMatchObject({ userId: null, isSubscribed: false });
      const state = await app.app.inject({
        method: 'GET',
        url: '/v1/TelegramBot/link-state-by-current-user',
        headers: bearer(await tokenFor(app, user.id)),
      });
      expect(state.json()).toEqual({ isLinked: false, username: null });
    });

    it('tells a chat that was never bound how to bind it', async () => {
      expect(await ask(t(), 502, '/stop')).toEqual([BOT_REPLIES.notLinked]);
    });

    it('works with the bot’s name after the command, as in a group (/stop@bot)', async () => {
      const app = t();
      const { user } = await buildAccount(app.db);
      await linkedChat(app, user.id, 503);
      expect(await ask(app, 503, `/stop@${telegram.username}`)).toEqual([BOT_REPLIES.stopped]);
    });
  });

  describe('/me', () => {
    it("answers the linked rider's place, gender place and points of the newest season", async () => {
      const app = t();
      await buildScoredProtocols(app.db, [
        {
          eventDate: '2025-06-01',
          rows: [{ rider: 'Быстров Олег 1985 М' }, { rider: 'Смирнов Павел 1982 М' }],
        },
      ]);
      const participantId = await participantIdOf(app.db, 'Смирнов');
      const { user } = await buildAccount(app.db);
      await app.db
        .update(s.participants)
        .set({ userId: user.id })
        .where(eq(s.participants.id, participantId));
      await linkedChat(app, user.id, 601);

      const [standing] = await app.db
        .select()
        .from(s.standings)
        .where(
          and(
            eq(s.standings.year, 2025),
            eq(s.standings.organizerId, 0),
            eq(s.standings.clusterAgeCategoryId, 0),
            eq(s.standings.participantId, participantId),
          ),
        );
      expect(standing).toMatchObject({ place: 2, genderPlace: 2, racesCount: 1 });
      expect(await ask(app, 601, '/me')).toEqual([
        [
          'Смирнов Павел, рейтинг сезона 2025:',
          'место — 2',
          'место среди мужчин — 2',
          `очки — ${String(standing!.rating).replace('.', ',')}`,
          'гонок — 1',
          `Профиль: http://portal.test/rating/details/${participantId}?year=2025`,
        ].join('\n'),
      ]);
    });

    it('says so when the rider has no line in the season yet', async () => {
      const app = t();
      await buildScoredProtocols(app.db, [
        { eventDate: '2025-06-01', rows: [{ rider: 'Быстров Олег 1985 М' }] },
      ]);
      const { user, participant } = await buildAccount(app.db, { withParticipant: true });
      await linkedChat(app, user.id, 602);
      const [answer] = await ask(app, 602, '/me');
      expect(answer).toContain('в рейтинге сезона 2025 вас пока нет');
      expect(answer).toContain(`/rating/details/${participant!.id}`);
    });

    it('answers an account without a rider, and a chat that is not bound, in words', async () => {
      const app = t();
      const { user } = await buildAccount(app.db);
      await linkedChat(app, user.id, 603);
      expect(await ask(app, 603, '/me')).toEqual([BOT_REPLIES.noRider]);
      expect(await ask(app, 604, '/me')).toEqual([BOT_REPLIES.notLinked]);
    });
  });

  describe('/next', () => {
    it("lists the linked user's favourite events ahead, soonest first, and not past ones", async () => {
      const app = t();
      const organizer = await buildOrganizer(app.db, { name: 'Велоклуб Старт' });
      const later = await buildEvent(app.db, {
        name: 'Гран-при осени',
        eventDate: dayAfter(40),
        organizerId: organizer.id,
      });
      const sooner = await buildEvent(app.db, {
        name: 'Кубок весны',
        eventDate: dayAfter(10),
        organizerId: organizer.id,
      });
      const past = await buildEvent(app.db, {
        name: 'Прошлая гонка',
        eventDate: dayAfter(-5),
        organizerId: organizer.id,
      });
      await buildEvent(app.db, { name: 'Чужая гонка', eventDate: dayAfter(3), organizerId: organizer.id });
      const { user } = await buildAccount(app.db);
      await app.db
        .insert(s.favoriteEvents)
        .values([later, sooner, past].map((event) => ({ userId: user.id, eventId: event.id })));
      await linkedChat(app, user.id, 701);
      expect(await ask(app, 701, '/next')).toEqual([
        [
          'Ваши ближайшие избранные мероприятия:',
          `• ${dotted(sooner.eventDate)} — Кубок весны (Велоклуб Старт)`,
          `• ${dotted(later.eventDate)} — Гран-при осени (Велоклуб Старт)`,
          'Календарь: http://portal.test/calendar',
        ].join('\n'),
      ]);
    });

    it('without favourites ahead (or a bound chat) lists the next five events of the calendar', async () => {
      const app = t();
      const organizer = await buildOrganizer(app.db, { name: 'Клуб' });
      for (const days of [9, 1, 7, 3, 5, 11, -2]) {
        await buildEvent(app.db, {
          name: `Гонка через ${days}`,
          eventDate: dayAfter(days),
          organizerId: organizer.id,
        });
      }
      const [answer] = await ask(app, 702, '/next');
      expect(answer!.split('\n')).toEqual([
        'Ближайшие мероприятия в календаре:',
        ...[1, 3, 5, 7, 9].map((days) => `• ${dotted(dayAfter(days))} — Гонка через ${days} (Клуб)`),
        'Отмечайте мероприятия звёздочкой в календаре, и здесь будут ваши.',
        'Календарь: http://portal.test/calendar',
      ]);
    });

    it('says the calendar is empty when nothing is ahead', async () => {
      expect(await ask(t(), 703, '/next')).toEqual([BOT_REPLIES.noEvents]);
    });
  });

  describe('/help', () => {
    it('lists the commands in Russian', async () => {
      const [answer] = await ask(t(), 801, '/help');
      expect(answer).toBe(BOT_REPLIES.help);
      for (const command of ['/me', '/next', '/stop']) expect(answer).toContain(command);
    });
  });
});

describe('chat ids past 2^31, as Telegram gives them', () => {
  const t = useTestApp({ env: telegram.env() });

  it('binds and answers a chat whose id needs more than 32 bits', async () => {
    const app = t();
    const { user } = await buildAccount(app.db);
    const chatId = 7_123_456_789;
    await linkedChat(app, user.id, chatId);
    const [chat] = await app.db.select().from(s.messengerUsers).where(eq(s.messengerUsers.chatId, chatId));
    expect(chat).toMatchObject({ userId: user.id });
    expect(await ask(app, chatId, '/stop')).toEqual([BOT_REPLIES.stopped]);
  });
});
