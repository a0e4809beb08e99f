import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** At most these many of each: an organizer's events, clusters and configs. */
const SIZES = { events: 1000, clusters: 100, configs: 100 } as const;

/**
 * Where a corrected package may go (issue 42): any event of the package's organizer, newest first
 * (a partner's package may be older than the upload wizard's window), its clusters' categories, and
 * the configs it may use (the national default and its own).
 */
export const sagaOptionsQueryOptions = (organizerId: number) =>
  queryOptions({
    queryKey: ['cabinet', 'imports', 'options', organizerId] as const,
    queryFn: async ({ signal }) => {
      const [events, clusters, own, national] = await Promise.all([
        apiJson('POST /v1/Event/paged-lk', {
          body: { page: 1, size: SIZES.events, organizerId, sort: { fieldName: 'EventDate', direction: -1 } },
          signal,
        }),
        apiJson('POST /v1/Cluster/paged-lk', {
          body: { page: 1, size: SIZES.clusters, organizerId },
          signal,
        }),
        apiJson('POST /v1/ProtocolConfig/paged', {
          body: { page: 1, size: SIZES.configs, organizerId },
          signal,
        }),
        apiJson('GET /v1/ProtocolConfig/Default', { signal }),
      ]);
      return {
        events: events.items,
        clusters: clusters.items,
        configs: [national, ...own.items.filter((config) => config.id !== national.id)],
      };
    },
    staleTime: 60_000,
  });

export const useSagaOptions = (organizerId: number) => useQuery(sagaOptionsQueryOptions(organizerId));
