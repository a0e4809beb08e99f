import { redirect } from '@tanstack/react-router';
import type { CurrentUser } from '@velo/contracts';
import { ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { queryClient } from '@/lib/query-client';
import { rememberUrl } from '@/lib/remembered-url';
import { readSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { getCurrentUserQueryOptions, getCurrentUser } from '@/hooks/use-current-user';
import type { AccessRule } from './access-rules';
import { decideAccess } from './decide-access';
import { handleUnauthorized } from './global-errors';

/** A guarded page re-reads the user when the cached copy is older than this (roles may change). */
const FRESH_USER_MS = 5_000;

/**
 * The user for a guarded page, checked with the server: a session the server refuses is handled as
 * a 401 (spec part 1 §8) and the browser goes to /auth.
 */
const loadUser = async (attemptedUrl: string, preload: boolean): Promise<CurrentUser | null> => {
  const session = readSession();
  if (!session) return null;
  const { queryKey } = getCurrentUserQueryOptions(session.token);
  const cached = queryClient.getQueryState(queryKey);
  if (cached?.data && Date.now() - cached.dataUpdatedAt < FRESH_USER_MS) return cached.data;
  try {
    // Its own call, not the shared query: the shell's load of the same user answers a refused
    // session with the stale-session toast, a guarded page with the 401 handling.
    const user = await getCurrentUser({ quiet: true });
    queryClient.setQueryData(queryKey, user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (preload) throw redirect({ to: '/auth' });
      handleUnauthorized(attemptedUrl);
      throw redirect({ to: '/auth' });
    }
    throw error;
  }
};

type BeforeLoadArgs = { location: { href: string }; preload: boolean };

/**
 * The route guard (spec part 1 §6) as a `beforeLoad`: a user without an allowed role is sent to the
 * sign-in of the rule's first role with the attempted URL remembered; an unconfirmed account, where
 * confirmation is required, goes home. Preloading (a hovered link) decides silently.
 */
export const requireAccess =
  (rule: AccessRule) =>
  async ({ location, preload }: BeforeLoadArgs): Promise<void> => {
    const user = await loadUser(location.href, preload);
    // A password the installation set is changed before anything else (issue 36).
    if (user?.mustChangePassword) {
      if (!preload) rememberUrl(location.href);
      throw redirect({ to: '/auth/password/change' });
    }
    const decision = decideAccess(rule, user);
    if (decision.kind === 'allow') return;
    if (decision.kind === 'wrongRole') {
      if (!preload) {
        rememberUrl(location.href);
        toast.warning(MESSAGES.importantTitle, MESSAGES.wrongRole, { id: 'guard-role' });
      }
      throw redirect({ to: decision.signInPath });
    }
    if (!preload) {
      toast.warning(MESSAGES.importantTitle, MESSAGES.notConfirmedNoAccess, { id: 'guard-confirm' });
    }
    throw redirect({ to: '/home' });
  };
