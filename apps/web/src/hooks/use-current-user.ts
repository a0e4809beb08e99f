import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser, HeldRole } from '@velo/contracts';
import { ApiError, apiJson, type CallOptions } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { useSession } from './use-session';

export const CURRENT_USER_KEY = ['current-user'] as const;

/** GET /v1/User/get-current. `quiet`: the caller handles 401/403 itself. */
export const getCurrentUser = (options: Pick<CallOptions, 'quiet'> = {}): Promise<CurrentUser> =>
  apiJson('GET /v1/User/get-current', { quiet: options.quiet });

/**
 * The user of a stored session. When the server no longer accepts the stored token (expired,
 * revoked, blocked), the session is dropped and the stale-session toast shown (spec part 1 §8);
 * the visitor carries on as a guest.
 */
export const loadSessionUser = async (): Promise<CurrentUser | null> => {
  try {
    return await getCurrentUser({ quiet: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      toast.info(MESSAGES.importantTitle, MESSAGES.staleSession);
      return null;
    }
    throw error;
  }
};

/** The query of the current user of a session token (null token: a guest, nothing to load). */
export const getCurrentUserQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...CURRENT_USER_KEY, token] as const,
    queryFn: loadSessionUser,
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });

/** The signed-in user (null for a guest). Loaded once per session; the cache key is shared. */
export const useCurrentUser = () => {
  const session = useSession();
  const query = useQuery(getCurrentUserQueryOptions(session?.token ?? null));
  return {
    user: session ? (query.data ?? null) : null,
    isLoading: Boolean(session) && query.isLoading,
  };
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
