import type { QueryClient } from '@tanstack/react-query';
import { invalidateCabinetSummary } from '../../kit/api/get-cabinet-summary';

/**
 * After a write on an account: the list, the tab's count and the avatar menu's badge (all under
 * ['cabinet', 'users']), and the organizers' users (a confirmation binds an account to one).
 */
export const invalidateUsers = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['cabinet', 'users'] }),
    queryClient.invalidateQueries({ queryKey: ['cabinet', 'organizers'] }),
    invalidateCabinetSummary(queryClient),
  ]);
