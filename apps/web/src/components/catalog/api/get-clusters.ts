import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedClustersRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import { seasonPeriod } from '../../seasons';

/** Every organizer's clusters of every season (re-exported by ./keys with the other reference data's). */
export const CLUSTERS_KEY = ['catalog', 'clusters'] as const;

/** Clusters lookup: page 1, size 100 (spec part 1 §9). */
const CLUSTERS_PAGE_SIZE = 100;

/** POST /v1/Cluster/paged: the organizer's clusters active in the season. */
export const getClusters = (organizerId: number, season: number | null, signal?: AbortSignal) => {
  const body: PagedClustersRequest = {
    organizerId,
    page: 1,
    size: CLUSTERS_PAGE_SIZE,
    searchPeriod: season ? seasonPeriod(season) : null,
  };
  return apiJson('POST /v1/Cluster/paged', { body, signal });
};

export const getClustersQueryOptions = (organizerId: number | undefined, season: number | null) =>
  queryOptions({
    queryKey: [...CLUSTERS_KEY, organizerId ?? null, season] as const,
    queryFn: ({ signal }) => getClusters(organizerId!, season, signal),
    enabled: organizerId !== undefined,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** The organizer's clusters of the season (nothing is asked without an organizer). */
export const useClusters = (organizerId: number | undefined, season: number | null) =>
  useQuery(getClustersQueryOptions(organizerId, season));
