import type { QueryClient } from '@tanstack/react-query';
import { invalidateCabinetSummary } from '../../kit/api/get-cabinet-summary';

/** After an edit or a processing run: the list, the sagas read, and the navigation's failed count. */
export const invalidateImports = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['cabinet', 'imports'] }),
    invalidateCabinetSummary(queryClient),
  ]);
