import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTelegram } from '../helpers/fake-telegram.js';
import { createTestApp, useTestApp } from '../helpers/test-app.js';

const telegram = await startFakeTelegram();
afterAll(() => telegram.close());
beforeEach(() => telegram.reset());

describe('GET /v1/TelegramBot/bot-name', () => {
  describe('without TELEGRAM_BOT_NAME', () => {
    const t = useTestApp({ env: telegram.env() });

    it("answers the bot's username as text, asking getMe once and remembering it", async () => {
      const { app } = t();
      const first = await app.inject({ method: 'GET', url: '/v1/TelegramBot/bot-name' });
      const second = await app.inject({ method: 'GET', url: '/v1/TelegramBot/bot-name' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/plain/);
      expect(first.body).toBe('velorating_test_bot');
      expect(second.body).toBe('velorating_test_bot');
      expect(telegram.getMeCalls()).toBe(1);
    });
  });

  describe('with TELEGRAM_BOT_NAME', () => {
    const t = useTestApp({ env: telegram.env({ TELEGRAM_BOT_NAME: '@VeloRatingBot' }) });

    it('answers the configured name without asking Telegram', async () => {
      const response = await t().app.inject({ method: 'GET', url: '/v1/TelegramBot/bot-name' });
      expect(response.body).toBe('VeloRatingBot');
      expect(telegram.getMeCalls()).toBe(0);
    });
  });

  it('answers 502 when Telegram refuses the token, without showing the token', async () => {
    const app = await createTestApp({ env: { ...telegram.env(), TELEGRAM_BOT_TOKEN: '1:wrong' } });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/v1/TelegramBot/bot-name' });
      expect(response.statusCode).toBe(502);
      expect(response.json().Error).toBe('Telegram отклонил запрос: Unauthorized, попробуйте позже');
      expect(response.body).not.toContain('1:wrong');
    } finally {
      await app.close();
    }
  });
});
