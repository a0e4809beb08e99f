import { z } from 'zod';
import { idSchema, pagedResponse, pagingSchema } from './common.js';
import { fieldName, jsonId, organizerRefSchema, requiredText } from './organizers.js';
import { textSchema } from './text.js';

// Messenger channels (part 2 §7.8: /v1/TelegramChannel, shapes not shown; issue 18): the portal's
// public channels, for example one per organizer, with their title and member count as the Bot API
// reported them at the last refresh.

export const TELEGRAM_CHANNEL_LIMITS = { referenceMax: 100, searchMax: 100 } as const;

const USERNAME = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
const LINK_PREFIX = /^(?:https?:\/\/)?(?:t|telegram)\.me\//i;
const CHAT_ID = /^-?\d{1,15}$/;

/**
 * What an administrator types to name a channel: its @username (with or without the @, or its
 * t.me link) or the chat id. Answers the Bot API's `chat_id` ('@name' or the number), null when it
 * is neither.
 */
export const telegramChatOf = (reference: string): string | number | null => {
  const text = reference.trim();
  if (CHAT_ID.test(text)) return Number(text);
  const name = text.replace(LINK_PREFIX, '').replace(/^@/, '').replace(/\/+$/, '');
  return USERNAME.test(name) ? `@${name}` : null;
};

export const TELEGRAM_CHANNEL_REFERENCE_MESSAGE = `${fieldName('канал')}: укажите @имя канала, ссылку t.me/… или id чата`;

/** A channel as the administrators' list shows it. */
export const telegramChannelSchema = z.object({
  id: z.int32(),
  /** Telegram's id of the chat (channels: -100…; beyond int32). */
  chatId: z.number().int(),
  title: z.string(),
  /** The public @username without the @, null for a private channel. */
  username: z.string().nullable(),
  /** https://t.me/<username>, null for a private channel. */
  link: z.string().nullable(),
  /** Subscribers at the last refresh; null before the first. */
  memberCount: z.int32().nullable(),
  organizer: organizerRefSchema.nullable(),
  /** When the title and member count were last read from Telegram. */
  refreshedOn: z.string().nullable(),
  createdOn: z.string(),
});
export type TelegramChannel = z.infer<typeof telegramChannelSchema>;

/**
 * Body of POST /v1/TelegramChannel/paged: by title (default), or `sort.fieldName` title,
 * memberCount, refreshedOn or createdOn; optionally one organizer's and a search in title and
 * username.
 */
export const pagedTelegramChannelsRequestSchema = pagingSchema.extend({
  organizerId: idSchema.nullable().optional(),
  searchText: textSchema.trim().max(TELEGRAM_CHANNEL_LIMITS.searchMax).nullable().optional(),
});
export type PagedTelegramChannelsRequest = z.infer<typeof pagedTelegramChannelsRequestSchema>;
export const pagedTelegramChannelsResponseSchema = pagedResponse(telegramChannelSchema);

/**
 * Body of POST /v1/TelegramChannel (administrators, beyond the catalogue): the channel by its
 * @username, t.me link or chat id (the bot must be able to read it: a member, for a private one an
 * administrator), and the organizer it belongs to, if any.
 */
export const createTelegramChannelRequestSchema = z.object({
  chat: requiredText('канал', TELEGRAM_CHANNEL_LIMITS.referenceMax).refine(
    (text) => telegramChatOf(text) !== null,
    TELEGRAM_CHANNEL_REFERENCE_MESSAGE,
  ),
  organizerId: jsonId('организатор').nullable().optional(),
});
export type CreateTelegramChannelRequest = z.infer<typeof createTelegramChannelRequestSchema>;
