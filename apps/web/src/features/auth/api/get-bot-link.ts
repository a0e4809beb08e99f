import { queryOptions } from '@tanstack/react-query';
import { useFetchQuery } from '@/hooks/use-fetch-query';
import { apiText } from '@/lib/api-client';

/**
 * Whose messenger bot link: the signed-in user's, or a fresh sign-up's (by its role request and the
 * secret the request's answer gave this browser).
 */
export type BotLinkOwner = { addRoleRequestId: number; requestSecret: string | null } | 'current-user';

/**
 * GET /v1/TelegramBot/start-link-by-current-user or start-link-by-add-role-request-id: the messenger
 * bot's link for the person who just signed in or up.
 */
export const getBotLink = (owner: BotLinkOwner, signal?: AbortSignal) =>
  owner === 'current-user'
    ? apiText('GET /v1/TelegramBot/start-link-by-current-user', { quiet: true, signal })
    : apiText('GET /v1/TelegramBot/start-link-by-add-role-request-id', {
        query: {
          addRoleRequestId: owner.addRoleRequestId,
          ...(owner.requestSecret ? { requestSecret: owner.requestSecret } : {}),
        },
        quiet: true,
        signal,
      });

export const getBotLinkQueryOptions = (owner: BotLinkOwner) =>
  queryOptions({
    queryKey: ['bot-link', owner] as const,
    queryFn: ({ signal }) => getBotLink(owner, signal),
    // Read once, right before leaving for the messenger.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Reads the link on demand, at the end of a sign-in or sign-up. */
export const useReadBotLink = () => useFetchQuery(getBotLinkQueryOptions);
