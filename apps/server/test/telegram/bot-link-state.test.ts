import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { startFakeTelegram } from '../helpers/fake-telegram.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';
import { deliver, messageUpdate, startTokenOf } from './telegram-flow.js';

const telegram = await startFakeTelegram();
afterAll(() => telegram.close());
beforeEach(() => telegram.reset());

const get = async (app: TestApp, url: string, userId?: number) =>
  app.app.inject({
    method: 'GET',
    url,
    headers: userId === undefined ? {} : bearer(await tokenFor(app, userId)),
  });

describe("the profile's 'Подключить Telegram' calls, bot configured", () => {
  const t = useTestApp({ env: telegram.env() });

  it('GET /v1/TelegramBot/is-enabled answers the text true, to anyone', async () => {
    const response = await get(t(), '/v1/TelegramBot/is-enabled');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('true');
  });

  it('GET /v1/TelegramBot/link-state-by-current-user: not linked, then linked with the @username after /start', async () => {
    const app = t();
    const { user } = await buildAccount(app.db);
    const before = await get(app, '/v1/TelegramBot/link-state-by-current-user', user.id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ isLinked: false, username: null });

    const link = await get(app, '/v1/TelegramBot/start-link-by-current-user', user.id);
    await deliver(app, messageUpdate(9001, `/start ${startTokenOf(link.body)}`));
    const after = await get(app, '/v1/TelegramBot/link-state-by-current-user', user.id);
    expect(after.json()).toEqual({ isLinked: true, username: 'ivan_rides' });

    // Another user sees only their own state.
    const other = await buildAccount(app.db);
    const theirs = await get(app, '/v1/TelegramBot/link-state-by-current-user', other.user.id);
    expect(theirs.json()).toEqual({ isLinked: false, username: null });
  });

  it('asks a guest to sign in (401)', async () => {
    const response = await get(t(), '/v1/TelegramBot/link-state-by-current-user');
    expect(response.statusCode).toBe(401);
  });
});

describe("the profile's 'Подключить Telegram' calls, bot not configured", () => {
  const t = useTestApp({ env: { TELEGRAM_WEBHOOK_SECRET: 'secret' } });

  it('is-enabled answers false and the link state 404 in words, never a 5xx', async () => {
    const app = t();
    const { user } = await buildAccount(app.db);
    const enabled = await get(app, '/v1/TelegramBot/is-enabled');
    expect(enabled.body).toBe('false');
    const state = await get(app, '/v1/TelegramBot/link-state-by-current-user', user.id);
    expect(state.statusCode).toBe(404);
    expect(state.json()).toEqual({ Error: 'Бот не настроен' });
  });
});
