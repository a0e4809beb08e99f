import type { TestApp } from '../helpers/test-app.js';
import { FAKE_WEBHOOK_SECRET } from '../helpers/fake-telegram.js';

/** The bot_command entity Telegram marks a message's leading command with ('/start@bot'). */
const commandEntities = (text: string) => {
  const command = /^\/[A-Za-z0-9_]+(?:@\w+)?/.exec(text);
  return command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {};
};

/** A Telegram update carrying a text message from a private chat, as Telegram sends it. */
export const messageUpdate = (chatId: number, text: string) => ({
  update_id: Math.floor(Math.random() * 1e9),
  message: {
    message_id: 1,
    date: 1_700_000_000,
    chat: { id: chatId, type: 'private', first_name: 'Иван' },
    from: { id: chatId, is_bot: false, first_name: 'Иван', last_name: 'Петров', username: 'ivan_rides' },
    text,
    ...commandEntities(text),
  },
});

/** Telegram calling the webhook, with the secret token header (the configured one by default). */
export const deliver = (app: TestApp, update: unknown, secret: string | null = FAKE_WEBHOOK_SECRET) =>
  app.app.inject({
    method: 'POST',
    url: '/v1/TelegramBot/webhook',
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    payload: update as Record<string, unknown>,
  });

/** The token of a t.me start link. */
export const startTokenOf = (link: string): string => {
  const url = new URL(link);
  return url.searchParams.get('start')!;
};
