import { useQuery } from '@tanstack/react-query';
import type { CurrentUser, HeldRole } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import { useSession } from './use-session';

export const CURRENT_USER_KEY = ['current-user'] as const;

export const fetchCurrentUser = () => apiJson<CurrentUser>('/v1/User/get-current');

/** The signed-in user (null for a guest). Loaded once per session; the cache key is shared. */
export const useCurrentUser = () => {
  const session = useSession();
  const query = useQuery({
    queryKey: [...CURRENT_USER_KEY, session?.token ?? null],
    queryFn: fetchCurrentUser,
    enabled: Boolean(session),
    staleTime: 60_000,
  });
  return { user: session ? (query.data ?? null) : null, isLoading: Boolean(session) && query.isLoading };
};

/**
 * Roles that count for menus and route access: held roles, a pending request's role, and
 * participant for a user with none (part 1 §1, §6).
 */
export const effectiveRoles = (user: CurrentUser | null): HeldRole[] => {
  if (!user) return [];
  const roles = new Set<HeldRole>(user.roleNames);
  if (user.addRoleRequest?.status === 'review' && user.addRoleRequest.roleName !== 'Undefined') {
    roles.add(user.addRoleRequest.roleName);
  }
  if (roles.size === 0) roles.add('Participant');
  return [...roles];
};
