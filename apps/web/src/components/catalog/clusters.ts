import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Cluster, PagedClustersRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import { genderLabel } from '../format';
import { seasonPeriod } from '../seasons';

/** Clusters lookup: page 1, size 100 (spec part 1 §9). */
const CLUSTERS_PAGE_SIZE = 100;

/** POST /v1/Cluster/paged: the organizer's clusters active in the season. */
export const fetchClusters = (organizerId: number, season: number | null) => {
  const body: PagedClustersRequest = {
    organizerId,
    page: 1,
    size: CLUSTERS_PAGE_SIZE,
    searchPeriod: season ? seasonPeriod(season) : null,
  };
  return apiJson('POST /v1/Cluster/paged', { body });
};

export const clustersQuery = (organizerId: number | undefined, season: number | null) =>
  queryOptions({
    queryKey: ['clusters', organizerId ?? null, season] as const,
    queryFn: () => fetchClusters(organizerId!, season),
    enabled: organizerId !== undefined,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export type ClusterOptionGroup = { group: string; items: { value: string; label: string }[] };

/** An age category's label: name, gender, min - max (spec part 1 §2.5). */
export const categoryLabel = (category: {
  name: string;
  gender: string;
  minAge: number;
  maxAge: number;
}): string => `${category.name}, ${genderLabel(category.gender)}, ${category.minAge} - ${category.maxAge}`;

/** The cluster dropdown's data: one group per cluster, its age categories as options. */
export const clusterOptionGroups = (clusters: Cluster[]): ClusterOptionGroup[] =>
  clusters
    .filter((cluster) => cluster.clusterAgeCategories.length > 0)
    .map((cluster) => ({
      group: cluster.name,
      items: [...cluster.clusterAgeCategories]
        .sort((a, b) => a.orderNumber - b.orderNumber)
        .map((category) => ({ value: String(category.id), label: categoryLabel(category) })),
    }));

export const useClusterGroups = (organizerId: number | undefined, season: number | null) => {
  const query = useQuery(clustersQuery(organizerId, season));
  const groups = organizerId !== undefined && query.data ? clusterOptionGroups(query.data.items) : [];
  return { groups, isLoading: organizerId !== undefined && query.isLoading };
};
