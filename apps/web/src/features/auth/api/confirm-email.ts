import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';

/** Confirmation fails at once without userId or code (spec part 1 §4). */
export class MissingLinkParts extends Error {}

/** GET /v1/User/confirm-email?userId&code: true when the address is confirmed. */
export const confirmEmail = (userId: string, code: string, signal?: AbortSignal) =>
  apiBoolean('GET /v1/User/confirm-email', { query: { userId, code }, quiet: 'auth', signal });

/**
 * Read once when the link is opened: a GET the server answers the same way when repeated, so it
 * is a query (kept for the session, never retried) rather than a write started by an effect.
 */
export const getConfirmEmailQueryOptions = (userId: string | undefined, code: string | undefined) =>
  queryOptions({
    queryKey: ['confirm-email', userId ?? null, code ?? null] as const,
    queryFn: ({ signal }) => {
      if (!userId || !code) throw new MissingLinkParts();
      return confirmEmail(userId, code, signal);
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useConfirmEmail = (userId: string | undefined, code: string | undefined) =>
  useQuery(getConfirmEmailQueryOptions(userId, code));
