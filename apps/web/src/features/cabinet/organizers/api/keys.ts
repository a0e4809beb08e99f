import type { QueryClient } from '@tanstack/react-query';
import { ORGANIZERS_KEY } from '@/components/catalog/api/keys';

/** After a write: the table and its count, and the public list (filters and dropdowns). */
export const invalidateOrganizers = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['cabinet', 'organizers'] }),
    queryClient.invalidateQueries({ queryKey: ORGANIZERS_KEY }),
  ]);
