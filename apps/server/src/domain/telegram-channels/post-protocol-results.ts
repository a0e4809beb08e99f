import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { markTold, toldAlready } from '../notices/notice-keys-repository.js';
import { allowOrganizerNotices } from '../notices/organizer-notice-limit.js';
import { isChannelBotEnabled, requireChannelBot } from './channel-bot.js';
import {
  channelChatsOfOrganizer,
  findProtocolPodium,
  type ProtocolPodium,
} from './telegram-channels-repository.js';

export const CHANNEL_POST_JOB = 'telegram.channel-post';

const dayText = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** The post: the event and its day, the protocol, the first three with their times, and the link. */
export const channelPostText = (podium: ProtocolPodium, protocolId: number, publicUrl: string): string =>
  [
    `Результаты: ${podium.eventName}, ${dayText(podium.eventDate)}`,
    podium.protocolName,
    ...podium.podium.map(
      (row) =>
        `${row.place}. ${row.lastName} ${row.firstName}`.trim() +
        (row.resultTime ? ` — ${row.resultTime}` : ''),
    ),
    `Протокол: ${publicUrl.replace(/\/+$/, '')}/results/details/${protocolId}`,
  ].join('\n');

/**
 * The job (queued by the step after a protocol exists, domain/protocols/after-protocol-exists.ts):
 * the protocol's first three posted to each channel of the event's organizer. Best effort
 * and once: a channel that refuses is logged and skipped, and the job does not fail (a retry would
 * post again to the channels that took it).
 */
export const postProtocolResults = async (
  ctx: AppContext,
  protocolId: number,
): Promise<{ sent: number; failed: number }> => {
  if (!isChannelBotEnabled(ctx.config)) return { sent: 0, failed: 0 };
  const podium = await findProtocolPodium(ctx.database.db, protocolId);
  if (!podium || podium.podium.length === 0) return { sent: 0, failed: 0 };
  const chats = await channelChatsOfOrganizer(ctx.database.db, podium.organizerId);
  if (chats.length === 0) return { sent: 0, failed: 0 };
  const text = channelPostText(podium, protocolId, ctx.config.PUBLIC_URL);
  // The same podium of the same event goes to a channel once, whatever protocol id brings it again
  // (a protocol deleted and created again, a partner's new package of the same results; issue 36).
  const podiumKey = createHash('sha256')
    .update(JSON.stringify([podium.eventName, podium.eventDate, podium.protocolName, podium.podium]))
    .digest('base64url');
  const keyOf = (chat: number) => `channel:${chat}:${podiumKey}`;
  const told = await toldAlready(ctx.database.db, chats.map(keyOf));
  const fresh = chats.filter((chat) => !told.has(keyOf(chat)));
  if (fresh.length === 0) return { sent: 0, failed: 0 };
  if (!(await allowOrganizerNotices(ctx, podium.organizerId, 'channel'))) return { sent: 0, failed: 0 };
  const bot = requireChannelBot(ctx.config);
  let sent = 0;
  for (const chat of fresh) {
    try {
      await bot.sendMessage(chat, text);
      await markTold(ctx.database.db, [keyOf(chat)]);
      sent += 1;
    } catch (error) {
      ctx.log.warn({ err: error, protocolId, chat }, 'channel post failed');
    }
  }
  return { sent, failed: fresh.length - sent };
};
