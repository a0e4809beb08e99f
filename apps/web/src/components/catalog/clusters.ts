import type { Cluster } from '@velo/contracts';
import { genderLabel } from '../format';
import { useClusters } from './api/get-clusters';

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
  const query = useClusters(organizerId, season);
  const groups = organizerId !== undefined && query.data ? clusterOptionGroups(query.data.items) : [];
  return { groups, isLoading: organizerId !== undefined && query.isLoading };
};
