import type { QueryClient } from '@tanstack/react-query';

/** The public organizers list (components/catalog/api/get-organizers.ts): filters and dropdowns. */
export const PUBLIC_ORGANIZERS_KEY = ['organizers', 'list'] as const;

/** After a write: the table and its tab count, and the public list. */
export const invalidateOrganizers = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['cabinet', 'organizers'] }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_ORGANIZERS_KEY }),
  ]);
