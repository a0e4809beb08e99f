import type { BotLinkState } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { requireBot } from './bot.js';
import { boundChatOf } from './messenger-users-repository.js';

/** Whether a chat is bound to the user (the profile's 'Подключить Telegram'); the bot off is a 404. */
export const botLinkStateOf = async (ctx: AppContext, userId: number): Promise<BotLinkState> => {
  requireBot(ctx.config);
  const chat = await boundChatOf(ctx.database.db, userId);
  return { isLinked: chat !== null, username: chat?.username ? chat.username : null };
};
