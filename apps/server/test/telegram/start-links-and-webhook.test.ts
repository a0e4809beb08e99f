import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema/index.js';
import { BOT_REPLIES } from '../../src/domain/messenger/handle-bot-update.js';
import { issueRoleRequestSecret } from '../../src/domain/users/role-request-secret.js';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { startFakeTelegram } from '../helpers/fake-telegram.js';
import { createTestApp, useTestApp, type TestApp } from '../helpers/test-app.js';
import { deliver, messageUpdate, startTokenOf } from './telegram-flow.js';

const telegram = await startFakeTelegram();
afterAll(() => telegram.close());
beforeEach(() => telegram.reset());

const linkForUser = async (app: TestApp, userId: number) =>
  app.app.inject({
    method: 'GET',
    url: '/v1/TelegramBot/start-link-by-current-user',
    headers: bearer(await tokenFor(app, userId)),
  });

const linkForRequest = (app: TestApp, request: { id: number; secret?: string }) =>
  app.app.inject({
    method: 'GET',
    url: `/v1/TelegramBot/start-link-by-add-role-request-id?addRoleRequestId=${request.id}${
      request.secret === undefined ? '' : `&requestSecret=${encodeURIComponent(request.secret)}`
    }`,
  });

/**
 * A participant request right after an external sign-up: it has its (unconfirmed) account, and its
 * creator holds the secret the request's answer gave.
 */
const freshSignUp = async (app: TestApp) => {
  const { user } = await buildAccount(app.db, { isConfirmed: false });
  const [row] = await app.db
    .insert(s.addRoleRequests)
    .values({ userId: user.id, roleName: 'Participant', status: 'review', email: user.email })
    .returning();
  const secret = await issueRoleRequestSecret(app.db, row!.id);
  return { user, request: { ...row!, secret } };
};

const chats = (app: TestApp) => app.db.select().from(s.messengerUsers);

describe('messenger links', () => {
  const t = useTestApp({ env: telegram.env() });

  describe('GET /v1/TelegramBot/start-link-by-current-user', () => {
    it('answers a t.me link to the bot with a single-use start token, as text', async () => {
      const app = t();
      const { user } = await buildAccount(app.db);
      const response = await linkForUser(app, user.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toMatch(/^https:\/\/t\.me\/velorating_test_bot\?start=[A-Za-z0-9_-]{20,64}$/);
      const [stored] = await app.db.select().from(s.oneTimeTokens);
      expect(stored).toMatchObject({ purpose: 'messenger-link', userId: user.id, usedAt: null });
      const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(59);
      expect(minutes).toBeLessThanOrEqual(60);
    });

    it('is only for a signed-in user (401 otherwise)', async () => {
      const response = await t().app.inject({
        method: 'GET',
        url: '/v1/TelegramBot/start-link-by-current-user',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /v1/TelegramBot/webhook', () => {
    it('binds the chat to the user of the link on /start <token> and confirms in Russian', async () => {
      const app = t();
      const { user } = await buildAccount(app.db);
      const token = startTokenOf((await linkForUser(app, user.id)).body);
      const response = await deliver(app, messageUpdate(5550001, `/start ${token}`));
      expect(response.statusCode).toBe(200);
      expect(await chats(app)).toMatchObject([
        { chatId: 5550001, userId: user.id, username: 'ivan_rides', firstName: 'Иван', isSubscribed: true },
      ]);
      expect(telegram.sent).toEqual([{ chat_id: 5550001, text: BOT_REPLIES.linked }]);
    });

    it('spends the token: the same link a second time gets a polite refusal and binds nothing', async () => {
      const app = t();
      const first = await buildAccount(app.db);
      const token = startTokenOf((await linkForUser(app, first.user.id)).body);
      await deliver(app, messageUpdate(1001, `/start ${token}`));
      const again = await deliver(app, messageUpdate(2002, `/start ${token}`));
      expect(again.statusCode).toBe(200);
      expect(telegram.sent.at(-1)).toEqual({ chat_id: 2002, text: BOT_REPLIES.badLink });
      expect((await chats(app)).map((c) => c.chatId)).toEqual([1001]);
    });

    it('politely refuses an unknown or expired token', async () => {
      const app = t();
      const { user } = await buildAccount(app.db);
      const token = startTokenOf((await linkForUser(app, user.id)).body);
      await app.db.update(s.oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      await deliver(app, messageUpdate(3003, `/start ${token}`));
      await deliver(app, messageUpdate(3003, '/start never-issued'));
      expect(telegram.sent).toEqual([
        { chat_id: 3003, text: BOT_REPLIES.badLink },
        { chat_id: 3003, text: BOT_REPLIES.badLink },
      ]);
      expect(await chats(app)).toEqual([]);
    });

    it('re-binds a chat that opens another user’s link (one row per chat)', async () => {
      const app = t();
      const a = await buildAccount(app.db);
      const b = await buildAccount(app.db);
      await deliver(
        app,
        messageUpdate(77, `/start ${startTokenOf((await linkForUser(app, a.user.id)).body)}`),
      );
      await deliver(
        app,
        messageUpdate(77, `/start ${startTokenOf((await linkForUser(app, b.user.id)).body)}`),
      );
      expect(await chats(app)).toMatchObject([{ chatId: 77, userId: b.user.id }]);
    });

    it('refuses a wrong or missing secret token with 403, binding and sending nothing', async () => {
      const app = t();
      const { user } = await buildAccount(app.db);
      const token = startTokenOf((await linkForUser(app, user.id)).body);
      const wrong = await deliver(app, messageUpdate(9, `/start ${token}`), 'guess');
      const missing = await deliver(app, messageUpdate(9, `/start ${token}`), null);
      expect([wrong.statusCode, missing.statusCode]).toEqual([403, 403]);
      expect(wrong.json().Error).toBe('Неверный секретный токен вебхука');
      expect(await chats(app)).toEqual([]);
      expect(telegram.sent).toEqual([]);
      // The token was not spent by the refused calls.
      await deliver(app, messageUpdate(9, `/start ${token}`));
      expect(await chats(app)).toHaveLength(1);
    });

    it('accepts and ignores other updates: plain text, edited messages, callbacks', async () => {
      const app = t();
      for (const update of [
        messageUpdate(10, 'привет'),
        { update_id: 2, edited_message: { message_id: 1, chat: { id: 10 }, text: '/start x' } },
        { update_id: 3, callback_query: { id: 'q', data: 'x' } },
        { update_id: 4 },
      ]) {
        const response = await deliver(app, update);
        expect(response.statusCode).toBe(200);
      }
      expect(telegram.sent).toEqual([]);
      expect(await chats(app)).toEqual([]);
    });

    it('greets a plain /start with a hint where to get the link', async () => {
      const app = t();
      await deliver(app, messageUpdate(11, '/start'));
      expect(telegram.sent).toEqual([{ chat_id: 11, text: BOT_REPLIES.hello }]);
    });

    it('keeps the binding and still answers 200 when Telegram does not take the reply', async () => {
      const app = t();
      const { user } = await buildAccount(app.db);
      const token = startTokenOf((await linkForUser(app, user.id)).body);
      telegram.setSendMessageFailing(true);
      const response = await deliver(app, messageUpdate(12, `/start ${token}`));
      expect(response.statusCode).toBe(200);
      expect(await chats(app)).toMatchObject([{ chatId: 12, userId: user.id }]);
    });
  });

  describe('GET /v1/TelegramBot/start-link-by-add-role-request-id', () => {
    it("answers a link for a fresh request whose chat, once opened, is bound to the request's account", async () => {
      const app = t();
      const { user, request } = await freshSignUp(app);
      const response = await linkForRequest(app, request);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^https:\/\/t\.me\/velorating_test_bot\?start=/);
      await deliver(app, messageUpdate(4242, `/start ${startTokenOf(response.body)}`));
      expect(await chats(app)).toMatchObject([{ chatId: 4242, userId: user.id }]);
      expect(telegram.sent).toEqual([{ chat_id: 4242, text: BOT_REPLIES.linked }]);
    });

    it("answers 404 to anyone who has only the id, or another request's secret, and binds nothing", async () => {
      const app = t();
      const { request } = await freshSignUp(app);
      const other = await freshSignUp(app);
      const refused = [
        await linkForRequest(app, { id: request.id }),
        await linkForRequest(app, { id: request.id, secret: '' }),
        await linkForRequest(app, { id: request.id, secret: 'guessed-secret' }),
        await linkForRequest(app, { id: request.id, secret: other.request.secret }),
      ];
      for (const response of refused) {
        expect(response.statusCode).toBe(404);
        expect(response.json().Error).toBe('Заявка не найдена, или ссылка на бота для неё больше недоступна');
      }
      expect(
        await app.db.select().from(s.oneTimeTokens).where(eq(s.oneTimeTokens.purpose, 'messenger-link')),
      ).toEqual([]);
      expect((await linkForRequest(app, request)).statusCode).toBe(200);
    });

    it('gives the secret to the creator of an anonymous request only, with the answer', async () => {
      const app = t();
      const anonymous = await app.app.inject({
        method: 'POST',
        url: '/v1/AddRoleRequest',
        payload: {
          roleName: 'Participant',
          firstName: 'Анна',
          lastName: 'Соколова',
          email: 'anna@example.org',
        },
      });
      const { requestSecret, id } = anonymous.json();
      expect(requestSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const [stored] = await app.db
        .select()
        .from(s.oneTimeTokens)
        .where(eq(s.oneTimeTokens.purpose, 'role-request-secret'));
      expect(stored).toMatchObject({ addRoleRequestId: id, usedAt: null });
      expect(stored!.tokenHash).not.toContain(requestSecret);
      const { user } = await buildAccount(app.db, { roles: ['Participant'] });
      const signedIn = await app.app.inject({
        method: 'POST',
        url: '/v1/AddRoleRequest',
        headers: bearer(await tokenFor(app, user.id)),
        payload: { roleName: 'Organizer', organizerName: 'Клуб' },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().requestSecret).toBeUndefined();
    });

    it('answers 404 once the request is linked', async () => {
      const app = t();
      const { request } = await freshSignUp(app);
      const link = (await linkForRequest(app, request)).body;
      await deliver(app, messageUpdate(4243, `/start ${startTokenOf(link)}`));
      const again = await linkForRequest(app, request);
      expect(again.statusCode).toBe(404);
    });

    it('answers 404 for a request created and last updated more than an hour ago', async () => {
      const app = t();
      const { request } = await freshSignUp(app);
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await app.db
        .update(s.addRoleRequests)
        .set({ createdOn: twoHoursAgo, updatedOn: twoHoursAgo })
        .where(eq(s.addRoleRequests.id, request.id));
      expect((await linkForRequest(app, request)).statusCode).toBe(404);
    });

    it('counts a recent update: an old request bound to its account a minute ago still gets a link', async () => {
      const app = t();
      const { request } = await freshSignUp(app);
      await app.db
        .update(s.addRoleRequests)
        .set({ createdOn: new Date(Date.now() - 3 * 60 * 60 * 1000), updatedOn: new Date() })
        .where(eq(s.addRoleRequests.id, request.id));
      expect((await linkForRequest(app, request)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown request and for one that has no account yet', async () => {
      const app = t();
      const [anonymous] = await app.db
        .insert(s.addRoleRequests)
        .values({ roleName: 'Participant', status: 'review', email: 'new@example.org' })
        .returning();
      const anonymousSecret = await issueRoleRequestSecret(app.db, anonymous!.id);
      expect((await linkForRequest(app, { id: anonymous!.id, secret: anonymousSecret })).statusCode).toBe(
        404,
      );
      const unknown = await linkForRequest(app, { id: 999, secret: anonymousSecret });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().Error).toBe('Заявка не найдена, или ссылка на бота для неё больше недоступна');
    });

    it("answers 404 when the request's account already has a chat bound another way", async () => {
      const app = t();
      const { user, request } = await freshSignUp(app);
      await deliver(app, messageUpdate(55, `/start ${startTokenOf((await linkForUser(app, user.id)).body)}`));
      expect((await linkForRequest(app, request)).statusCode).toBe(404);
    });
  });
});

describe('the webhook without TELEGRAM_WEBHOOK_SECRET', () => {
  it('refuses every call with 403: nobody can be told apart from Telegram', async () => {
    const { TELEGRAM_WEBHOOK_SECRET: _unset, ...env } = telegram.env();
    const app = await createTestApp({ env });
    try {
      expect((await deliver(app, messageUpdate(1, '/start x'), '')).statusCode).toBe(403);
      expect((await deliver(app, messageUpdate(1, '/start x'), 'anything')).statusCode).toBe(403);
      expect(telegram.sent).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
