import { BotError } from 'grammy';
import type { Update } from 'grammy/types';
import type { TelegramUpdate } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { createMessengerBot } from './bot.js';
import { installBotCommands, type BotLogger } from './bot-commands.js';

export { BOT_REPLIES } from './bot-replies.js';

/**
 * One update from Telegram (the webhook), handled by a grammY Bot with the bot's commands
 * (./bot-commands.ts). Off without TELEGRAM_BOT_TOKEN (a 404). A command that fails on our side
 * fails the call with its own error, so Telegram delivers the update again.
 */
export const handleBotUpdate = async (
  ctx: AppContext,
  update: TelegramUpdate,
  log: BotLogger,
): Promise<void> => {
  const bot = await createMessengerBot(ctx);
  installBotCommands(bot, ctx, log);
  try {
    await bot.handleUpdate(update as unknown as Update);
  } catch (error) {
    throw error instanceof BotError ? error.error : error;
  }
};
