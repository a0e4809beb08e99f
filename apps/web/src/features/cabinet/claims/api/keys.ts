import type { QueryClient } from '@tanstack/react-query';

/** After a decision: the claims, the links and the tab's count (all under ['cabinet', 'claims']), and the audit. */
export const invalidateClaims = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['cabinet', 'claims'] }),
    queryClient.invalidateQueries({ queryKey: ['cabinet', 'cleanups'] }),
  ]);
