import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';

/**
 * GET /v1/DaData/is-enabled: whether the address suggestions service is configured. The event
 * dialog shows its start address field only then.
 */
export const getAddressSuggestionsEnabled = (signal?: AbortSignal) =>
  apiBoolean('GET /v1/DaData/is-enabled', { signal });

export const getAddressSuggestionsEnabledQueryOptions = () =>
  queryOptions({
    queryKey: ['cabinet', 'address-suggestions', 'enabled'] as const,
    queryFn: ({ signal }) => getAddressSuggestionsEnabled(signal),
    staleTime: 30 * 60_000,
  });

export const useAddressSuggestionsEnabled = () => useQuery(getAddressSuggestionsEnabledQueryOptions());
