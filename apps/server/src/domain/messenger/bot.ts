import { Bot } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { AppContext } from '../../context.js';
import type { Config } from '../../config.js';
import { notFound } from '../../errors.js';
import { botClientOptions, createBotApi, toBotApiError, type BotApi } from '../../infra/telegram/bot-api.js';

export const BOT_OFF_MESSAGE = 'Бот не настроен';

/** Whether the messenger bot is configured (TELEGRAM_BOT_TOKEN); off, its calls answer 404. */
export const isBotEnabled = (config: Config): boolean => Boolean(config.TELEGRAM_BOT_TOKEN);

const requireToken = (config: Config): string => {
  if (!config.TELEGRAM_BOT_TOKEN) throw notFound(BOT_OFF_MESSAGE);
  return config.TELEGRAM_BOT_TOKEN;
};

/** The Bot API of the configured bot; without TELEGRAM_BOT_TOKEN the bot is off and its calls 404. */
export const requireBot = (config: Config): BotApi =>
  createBotApi({ apiUrl: config.TELEGRAM_API_URL, token: requireToken(config) });

/** getMe's answer, asked once per server (a failure is not kept, so the next call asks again). */
const fetchedNames = new WeakMap<Config, Promise<string>>();

/** TELEGRAM_BOT_NAME, or the username the Bot API reports for the token. */
export const getBotName = async (ctx: AppContext): Promise<string> => {
  const bot = requireBot(ctx.config);
  if (ctx.config.TELEGRAM_BOT_NAME) return ctx.config.TELEGRAM_BOT_NAME.replace(/^@/, '');
  let name = fetchedNames.get(ctx.config);
  if (!name) {
    name = bot.getMe().then((me) => me.username);
    fetchedNames.set(ctx.config, name);
    name.catch(() => fetchedNames.delete(ctx.config));
  }
  return name;
};

/**
 * What grammY needs to know of the bot to read its commands (`/start@name`): its username (the
 * configured name, or getMe's, asked once) and its id (the token's first part). grammY's own
 * `bot.init()` would ask getMe on every update of a new Bot.
 */
const botInfoOf = async (ctx: AppContext, token: string): Promise<UserFromGetMe> => {
  const username = await getBotName(ctx).catch((error: unknown) => {
    throw toBotApiError(error);
  });
  return {
    id: Number(token.split(':')[0]) || 0,
    is_bot: true,
    first_name: username,
    username,
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
  };
};

/** A grammY Bot of the configured token, talking to the configured Bot API (the fake in tests). */
export const createMessengerBot = async (ctx: AppContext): Promise<Bot> => {
  const token = requireToken(ctx.config);
  return new Bot(token, {
    botInfo: await botInfoOf(ctx, token),
    client: botClientOptions({ apiUrl: ctx.config.TELEGRAM_API_URL }),
  });
};
