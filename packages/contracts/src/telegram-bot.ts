import { z } from 'zod';

/**
 * GET /v1/TelegramBot/link-state-by-current-user (beyond the catalogue): whether a messenger chat is
 * bound to the caller's account, and its Telegram @username when the chat has one.
 */
export const botLinkStateSchema = z.object({
  isLinked: z.boolean(),
  username: z.string().nullable(),
});
export type BotLinkState = z.infer<typeof botLinkStateSchema>;
