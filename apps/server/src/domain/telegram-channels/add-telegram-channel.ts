import {
  telegramChatOf,
  TELEGRAM_CHANNEL_REFERENCE_MESSAGE,
  type CreateTelegramChannelRequest,
  type TelegramChannel,
} from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { badRequest, conflict } from '../../errors.js';
import { getOrganizer } from '../organizers/organizers-repository.js';
import { readChannel, requireChannelBot } from './channel-bot.js';
import { getTelegramChannel } from './list-telegram-channels.js';
import { insertChannel } from './telegram-channels-repository.js';

export const CHANNEL_EXISTS_MESSAGE = 'Этот канал уже добавлен';
export const NOT_A_CHANNEL_MESSAGE = 'Это не канал Telegram: добавить можно только канал';

/**
 * POST /v1/TelegramChannel (administrators, beyond the catalogue): the channel named by its
 * @username, t.me link or chat id is read from the Bot API (title, username, member count), and
 * kept with the organizer it belongs to. The bot must be able to read it (a private channel only
 * when the bot is in it).
 */
export const addTelegramChannel = async (
  ctx: AppContext,
  request: CreateTelegramChannelRequest,
): Promise<TelegramChannel> => {
  const chat = telegramChatOf(request.chat);
  if (chat === null) throw badRequest(TELEGRAM_CHANNEL_REFERENCE_MESSAGE);
  const organizerId = request.organizerId ?? null;
  if (organizerId !== null) await getOrganizer(ctx.database.db, organizerId);
  const bot = requireChannelBot(ctx.config);
  const found = await readChannel(bot, chat, (description) =>
    badRequest(
      `Telegram не дал прочитать канал «${request.chat}» (${description}): проверьте имя канала и что бот в него добавлен`,
    ),
  );
  if (found.type !== 'channel') throw badRequest(NOT_A_CHANNEL_MESSAGE);
  const id = await insertChannel(ctx.database.db, {
    chatId: found.id,
    title: found.title,
    username: found.username ?? '',
    memberCount: found.memberCount,
    organizerId,
  });
  if (id === null) throw conflict(CHANNEL_EXISTS_MESSAGE);
  return getTelegramChannel(ctx, id);
};
