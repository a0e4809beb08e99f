import type { QueryClient } from '@tanstack/react-query';
import { CLUSTERS_KEY } from '@/components/catalog/api/keys';

/**
 * The public caches a cluster write changes (features do not import each other, so the keys are
 * named here): the rating filters' cluster lists (the catalog's), and the pages that show an age
 * category's name or colour (rating, results, a protocol, the home page).
 */
const PUBLIC_KEYS = [CLUSTERS_KEY, ['rating'], ['results'], ['protocol'], ['home']] as const;

/** After a write: the list and its tab count, and the public pages' cluster data. */
export const invalidateClusters = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['cabinet', 'clusters'] }),
    ...PUBLIC_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
