import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_SUGGESTION_LIMITS } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

/** How many addresses the start address field offers. */
const SUGGESTIONS = 7;

/** POST /v1/DaData/suggest-address: addresses starting with the typed text, with their points. */
export const suggestAddress = (query: string, signal?: AbortSignal) =>
  apiJson('POST /v1/DaData/suggest-address', { body: { query, count: SUGGESTIONS }, signal });

export const suggestAddressQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['cabinet', 'address-suggestions', query] as const,
    queryFn: ({ signal }) => suggestAddress(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Suggestions once three letters are typed (the text comes debounced), while the service is on. */
export const useSuggestAddress = (query: string, { enabled }: { enabled: boolean }) =>
  useQuery({
    ...suggestAddressQueryOptions(query.trim()),
    enabled: enabled && query.trim().length >= ADDRESS_SUGGESTION_LIMITS.minTypedLength,
  });
