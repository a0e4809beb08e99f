import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';

/**
 * GET /v1/TelegramBot/is-enabled: whether the messenger bot is configured. Without it the sign-in
 * and sign-up offer no choice to go on to the bot (switched off and hidden).
 */
export const getBotEnabled = (signal?: AbortSignal) =>
  apiBoolean('GET /v1/TelegramBot/is-enabled', { quiet: true, signal });

export const getBotEnabledQueryOptions = () =>
  queryOptions({
    queryKey: ['telegram-bot', 'enabled'] as const,
    queryFn: ({ signal }) => getBotEnabled(signal),
    staleTime: 30 * 60_000,
    retry: false,
  });

export const useBotEnabled = (enabled = true) => useQuery({ ...getBotEnabledQueryOptions(), enabled });
