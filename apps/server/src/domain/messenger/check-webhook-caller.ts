import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';
import { forbidden } from '../../errors.js';
import { requireBot } from './bot.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Only Telegram may call the webhook: it sends TELEGRAM_WEBHOOK_SECRET (given to setWebhook as
 * secret_token) in X-Telegram-Bot-Api-Secret-Token. The bot off is a 404; a wrong or missing secret,
 * or no secret configured at all, a 403.
 */
export const checkWebhookCaller = (config: Config, header: string | string[] | undefined): void => {
  requireBot(config);
  const expected = config.TELEGRAM_WEBHOOK_SECRET;
  const given = typeof header === 'string' ? header : '';
  if (!expected || !given || !timingSafeEqual(digest(given), digest(expected))) {
    throw forbidden('Неверный секретный токен вебхука');
  }
};
