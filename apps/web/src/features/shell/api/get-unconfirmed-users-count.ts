import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/**
 * GET /v1/Admin/not-confirmed-users-count: the accounts waiting for an administrator, the badge of
 * the avatar menu's users item. Its key sits under the users view's (['cabinet', 'users']), so a
 * confirmation there refreshes it too.
 */
export const unconfirmedUsersCountQueryOptions = () =>
  queryOptions({
    queryKey: ['cabinet', 'users', 'unconfirmed-count'] as const,
    queryFn: ({ signal }) => apiJson('GET /v1/Admin/not-confirmed-users-count', { signal }),
    staleTime: 60_000,
  });

/** Asked only for an administrator. */
export const useUnconfirmedUsersCount = (enabled: boolean) =>
  useQuery({ ...unconfirmedUsersCountQueryOptions(), enabled, retry: false });
