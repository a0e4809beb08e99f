import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** The configs a protocol may use (the organizer's own and the default), for the edit dialog. */
export const configOptionsQueryOptions = (organizerId: number | null) =>
  queryOptions({
    queryKey: ['cabinet', 'configs', 'options', organizerId] as const,
    queryFn: ({ signal }) =>
      apiJson('POST /v1/ProtocolConfig/paged', { body: { page: 1, size: 100, organizerId }, signal }),
    staleTime: 60_000,
  });

export const useConfigOptions = (organizerId: number | null) =>
  useQuery(configOptionsQueryOptions(organizerId));
