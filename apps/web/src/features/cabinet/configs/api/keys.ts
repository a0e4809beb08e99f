import type { QueryClient } from '@tanstack/react-query';

/** After a write: the list, its count, and the protocols' config options; public pages read configs by protocol. */
export const invalidateConfigs = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['cabinet', 'configs'] }),
    queryClient.invalidateQueries({ queryKey: ['protocol'] }),
  ]);
