import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';

/** The bot status's query key (re-exported by ./keys with the other reference data's). */
export const BOT_ENABLED_KEY = ['catalog', 'bot-enabled'] as const;

/**
 * GET /v1/TelegramBot/is-enabled: whether the messenger bot is configured. Without it the sign-in
 * offers no choice to go on to the bot, the profile no 'Подключить Telegram', and the
 * notifications view no messenger broadcast (switched off and hidden).
 */
export const getBotEnabled = (signal?: AbortSignal) =>
  apiBoolean('GET /v1/TelegramBot/is-enabled', { quiet: true, signal });

export const getBotEnabledQueryOptions = () =>
  queryOptions({
    queryKey: BOT_ENABLED_KEY,
    queryFn: ({ signal }) => getBotEnabled(signal),
    staleTime: 30 * 60_000,
    retry: false,
  });

export const useBotEnabled = (enabled = true) => useQuery({ ...getBotEnabledQueryOptions(), enabled });
