import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/ParticipantClaim/suggestions: the riders the signed-in user may be (their name, or another spelling). */
export const getClaimSuggestions = (name: string | undefined, signal?: AbortSignal) =>
  apiJson('GET /v1/ParticipantClaim/suggestions', { query: name ? { name } : {}, signal });

export const getClaimSuggestionsQueryOptions = (name: string | undefined) =>
  queryOptions({
    queryKey: ['claim-suggestions', name ?? null] as const,
    queryFn: ({ signal }) => getClaimSuggestions(name, signal),
    placeholderData: keepPreviousData,
  });

export const useClaimSuggestions = (name: string | undefined, enabled: boolean) =>
  useQuery({ ...getClaimSuggestionsQueryOptions(name), enabled });
