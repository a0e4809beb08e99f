import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays, isoDay } from '@/components/format';
import { apiJson } from '@/lib/api-client';

/** The wizard's lookups (part 2 §9): at most these many of each. */
const SIZES = { configs: 100, clusters: 100, events: 1000 } as const;

/** The organizer's configs; the national default comes separately. */
export const uploadConfigsQueryOptions = (organizerId: number | null) =>
  queryOptions({
    queryKey: ['cabinet', 'configs', 'upload', organizerId] as const,
    queryFn: async ({ signal }) => {
      const [own, national] = await Promise.all([
        apiJson('POST /v1/ProtocolConfig/paged', {
          body: { page: 1, size: SIZES.configs, organizerId },
          signal,
        }),
        apiJson('GET /v1/ProtocolConfig/Default', { signal }),
      ]);
      return [national, ...own.items.filter((config) => config.id !== national.id)];
    },
  });

export const uploadClustersQueryOptions = (organizerId: number | null) =>
  queryOptions({
    queryKey: ['cabinet', 'clusters', 'upload', organizerId] as const,
    queryFn: ({ signal }) =>
      apiJson('POST /v1/Cluster/paged-lk', { body: { page: 1, size: SIZES.clusters, organizerId }, signal }),
  });

/**
 * The organizer's events in a window around today (a protocol comes after its race; a late one up
 * to a year later), by date ascending (part 2 §2.5, §9).
 */
export const uploadEventsQueryOptions = (organizerId: number | null, today = isoDay()) =>
  queryOptions({
    queryKey: ['cabinet', 'events', 'upload', organizerId, today] as const,
    queryFn: ({ signal }) =>
      apiJson('POST /v1/Event/paged-lk', {
        body: {
          page: 1,
          size: SIZES.events,
          organizerId,
          searchStartDate: addDays(today, -365),
          searchEndDate: addDays(today, 30),
          sort: { fieldName: 'EventDate', direction: 1 },
        },
        signal,
      }),
  });

export const useUploadOptions = (organizerId: number | null, enabled: boolean) => ({
  configs: useQuery({ ...uploadConfigsQueryOptions(organizerId), enabled }),
  clusters: useQuery({ ...uploadClustersQueryOptions(organizerId), enabled }),
  events: useQuery({ ...uploadEventsQueryOptions(organizerId), enabled }),
});
