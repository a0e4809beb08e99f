import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/TelegramBot/link-state-by-current-user: whether a Telegram chat is bound to the account. */
export const getBotLinkState = (signal?: AbortSignal) =>
  apiJson('GET /v1/TelegramBot/link-state-by-current-user', { quiet: true, signal });

/** Per session token: another account signed in on this browser has its own state. */
export const getBotLinkStateQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['telegram-bot', 'link-state', token] as const,
    queryFn: ({ signal }) => getBotLinkState(signal),
    // Read again when the rider comes back from Telegram to this tab.
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });

export const useBotLinkState = (token: string | null, enabled = true) =>
  useQuery({ ...getBotLinkStateQueryOptions(token), enabled: enabled && Boolean(token) });
