import type { TelegramChannel } from '@velo/contracts';
import type { ChannelWithOrganizer } from './telegram-channels-repository.js';

export const presentTelegramChannel = (row: ChannelWithOrganizer): TelegramChannel => ({
  id: row.id,
  chatId: row.chatId,
  title: row.title,
  username: row.username || null,
  link: row.username ? `https://t.me/${row.username}` : null,
  memberCount: row.memberCount,
  organizer:
    row.organizerId !== null && row.organizerName !== null
      ? { id: row.organizerId, name: row.organizerName }
      : null,
  refreshedOn: row.refreshedOn?.toISOString() ?? null,
  createdOn: row.createdOn.toISOString(),
});
