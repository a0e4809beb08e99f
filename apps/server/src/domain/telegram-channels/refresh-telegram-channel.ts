import type { TelegramChannel } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { conflict, foundOr404 } from '../../errors.js';
import { readChannel, requireChannelBot } from './channel-bot.js';
import { CHANNEL_NOT_FOUND, getTelegramChannel } from './list-telegram-channels.js';
import { findChannel, updateChannelFromTelegram } from './telegram-channels-repository.js';

/**
 * PATCH /v1/TelegramChannel/refresh/{id} (administrators): the title, username and member count
 * read again from the Bot API (getChat, getChatMemberCount). A channel Telegram no longer lets the
 * bot read is a 409 with Telegram's words; nothing is changed then.
 */
export const refreshTelegramChannel = async (ctx: AppContext, id: number): Promise<TelegramChannel> => {
  const channel = foundOr404(await findChannel(ctx.database.db, id), CHANNEL_NOT_FOUND);
  const bot = requireChannelBot(ctx.config);
  const found = await readChannel(bot, channel.chatId, (description) =>
    conflict(`Telegram не дал прочитать канал (${description}): проверьте, что бот по-прежнему в канале`),
  );
  await updateChannelFromTelegram(ctx.database.db, id, {
    title: found.title,
    username: found.username ?? '',
    memberCount: found.memberCount,
  });
  return getTelegramChannel(ctx, id);
};
