import type { Config } from '../../config.js';
import { AppError, notFound } from '../../errors.js';
import { BotApiError, createBotApi, type BotApi } from '../../infra/telegram/bot-api.js';

export const CHANNEL_BOT_OFF_MESSAGE =
  'Бот Telegram не настроен (TELEGRAM_BOT_TOKEN): каналы нельзя добавить и обновить';
export const TELEGRAM_UNAVAILABLE_MESSAGE = 'Сервис Telegram не отвечает, попробуйте позже';

/** Whether the bot that reads the channels is configured. */
export const isChannelBotEnabled = (config: Config): boolean => Boolean(config.TELEGRAM_BOT_TOKEN);

/**
 * The Bot API of the configured bot. Without TELEGRAM_BOT_TOKEN the feature is switched off: a 404
 * in words, as the bot's own calls answer (a setting, not a failure: never a 5xx).
 */
export const requireChannelBot = (config: Config): BotApi => {
  if (!config.TELEGRAM_BOT_TOKEN) throw notFound(CHANNEL_BOT_OFF_MESSAGE);
  return createBotApi({ apiUrl: config.TELEGRAM_API_URL, token: config.TELEGRAM_BOT_TOKEN });
};

/**
 * Reads a channel's title, username and member count from the Bot API (getChat and
 * getChatMemberCount). Telegram not answering (or not as the Bot API) is a 503, never a 502 (the
 * web app reads a 502 as maintenance); Telegram refusing (the chat not found, the bot not in it)
 * is the caller's `refused` error with Telegram's own words.
 */
export const readChannel = async (
  bot: BotApi,
  chat: number | string,
  refused: (description: string) => AppError,
) => {
  try {
    const found = await bot.getChat(chat);
    const memberCount = await bot.getChatMemberCount(found.id);
    return { ...found, memberCount };
  } catch (error) {
    if (!(error instanceof BotApiError)) throw error;
    if (error.refusedBy && !/^unauthorized/i.test(error.refusedBy)) throw refused(error.refusedBy);
    if (error.refusedBy)
      throw new AppError('SERVICE_UNAVAILABLE', 'Telegram не принял токен бота (TELEGRAM_BOT_TOKEN)');
    throw new AppError('SERVICE_UNAVAILABLE', TELEGRAM_UNAVAILABLE_MESSAGE);
  }
};
