import type { PagedResponse, PagedTelegramChannelsRequest, TelegramChannel } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { foundOr404 } from '../../errors.js';
import { presentTelegramChannel } from './present-telegram-channel.js';
import { findChannel, pageChannels } from './telegram-channels-repository.js';

export const CHANNEL_NOT_FOUND = 'Канал не найден';

/** GET /v1/TelegramChannel/{id} (administrators). */
export const getTelegramChannel = async (ctx: AppContext, id: number): Promise<TelegramChannel> =>
  presentTelegramChannel(foundOr404(await findChannel(ctx.database.db, id), CHANNEL_NOT_FOUND));

/** POST /v1/TelegramChannel/paged (administrators): by title, optionally one organizer's. */
export const listTelegramChannels = async (
  ctx: AppContext,
  request: PagedTelegramChannelsRequest,
): Promise<PagedResponse<TelegramChannel>> => {
  const { rows, total } = await pageChannels(ctx.database.db, request);
  return { items: rows.map(presentTelegramChannel), totalCount: total };
};
