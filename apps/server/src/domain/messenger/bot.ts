import type { AppContext } from '../../context.js';
import type { Config } from '../../config.js';
import { notFound } from '../../errors.js';
import { createBotApi, type BotApi } from '../../infra/telegram/bot-api.js';

export const BOT_OFF_MESSAGE = 'Бот не настроен';

/** The Bot API of the configured bot; without TELEGRAM_BOT_TOKEN the bot is off and its calls 404. */
export const requireBot = (config: Config): BotApi => {
  if (!config.TELEGRAM_BOT_TOKEN) throw notFound(BOT_OFF_MESSAGE);
  return createBotApi({ apiUrl: config.TELEGRAM_API_URL, token: config.TELEGRAM_BOT_TOKEN });
};

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
