import { describe, expect, it } from 'vitest';
import { bearer, buildAccount, tokenFor } from '../helpers/actors.js';
import { useTestApp } from '../helpers/test-app.js';
import { deliver, messageUpdate } from './telegram-flow.js';

describe('the messenger bot when TELEGRAM_BOT_TOKEN is not set', () => {
  const t = useTestApp({ env: { TELEGRAM_BOT_NAME: 'velorating_bot', TELEGRAM_WEBHOOK_SECRET: 'secret' } });

  it("answers 404 'Бот не настроен' for the bot name, even with a name configured", async () => {
    const response = await t().app.inject({ method: 'GET', url: '/v1/TelegramBot/bot-name' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: 'Бот не настроен' });
  });

  it('answers 404 for both start links', async () => {
    const app = t();
    const { user } = await buildAccount(app.db);
    const mine = await app.app.inject({
      method: 'GET',
      url: '/v1/TelegramBot/start-link-by-current-user',
      headers: bearer(await tokenFor(app, user.id)),
    });
    const forRequest = await app.app.inject({
      method: 'GET',
      url: '/v1/TelegramBot/start-link-by-add-role-request-id?addRoleRequestId=1',
    });
    expect([mine.statusCode, forRequest.statusCode]).toEqual([404, 404]);
    expect(mine.json().Error).toBe('Бот не настроен');
  });

  it('answers 404 to the webhook, whatever the secret', async () => {
    const response = await deliver(t(), messageUpdate(1, '/start abc'), 'secret');
    expect(response.statusCode).toBe(404);
  });
});
