import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentParticipantClaim } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import { useSession } from './use-session';

export const CURRENT_CLAIM_KEY = ['current-claim'] as const;

/** GET /v1/ParticipantClaim/current: the caller's latest claim of a rider and whether they may claim now. */
export const getCurrentClaim = (signal?: AbortSignal): Promise<CurrentParticipantClaim> =>
  apiJson('GET /v1/ParticipantClaim/current', { signal, quiet: 'auth' });

export const getCurrentClaimQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...CURRENT_CLAIM_KEY, token] as const,
    queryFn: ({ signal }) => getCurrentClaim(signal),
    enabled: Boolean(token),
    staleTime: 30_000,
  });

/**
 * The signed-in user's claim of a rider's profile (issue 34): the «Это я» button of a rider's page and
 * the «find yourself» step read it. Nothing for a guest.
 */
export const useCurrentClaim = (): { current: CurrentParticipantClaim | null; isLoading: boolean } => {
  const session = useSession();
  const query = useQuery(getCurrentClaimQueryOptions(session?.token ?? null));
  return {
    current: session ? (query.data ?? null) : null,
    isLoading: Boolean(session) && query.isLoading,
  };
};
