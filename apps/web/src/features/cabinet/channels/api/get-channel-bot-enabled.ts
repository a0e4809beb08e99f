import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';

/**
 * GET /v1/TelegramChannel/is-enabled (administrators): whether the bot that reads the channels is
 * configured. Without it the view hides adding and refreshing.
 */
export const getChannelBotEnabled = (signal?: AbortSignal) =>
  apiBoolean('GET /v1/TelegramChannel/is-enabled', { signal });

export const getChannelBotEnabledQueryOptions = () =>
  queryOptions({
    queryKey: ['cabinet', 'channels', 'bot-enabled'] as const,
    queryFn: ({ signal }) => getChannelBotEnabled(signal),
    staleTime: 30 * 60_000,
  });

export const useChannelBotEnabled = (enabled = true) =>
  useQuery({ ...getChannelBotEnabledQueryOptions(), enabled });
