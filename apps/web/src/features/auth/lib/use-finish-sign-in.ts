import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { AuthResult, CurrentUser } from '@velo/contracts';
import { CURRENT_USER_KEY, getCurrentUserQueryOptions, getCurrentUser } from '@/hooks/use-current-user';
import { MESSAGES } from '@/lib/messages';
import { MESSENGER_STORAGE_KEYS, clearSession, storeSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { AUTH_MESSAGES } from '../messages';

/**
 * After a sign-in answer (spec part 1 §4): no token means a blocked account; otherwise the token is
 * stored and the current user loaded. A failure loading the user logs out with an info message and
 * goes to /auth. Answers the user, or null when the sign-in did not complete.
 */
export const useFinishSignIn = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (result: AuthResult): Promise<CurrentUser | null> => {
      const session = storeSession(result);
      if (!session) {
        toast.error(MESSAGES.errorTitle, AUTH_MESSAGES.accountBlocked);
        return null;
      }
      try {
        const user = await queryClient.fetchQuery({
          queryKey: getCurrentUserQueryOptions(session.token).queryKey,
          queryFn: () => getCurrentUser({ quiet: 'auth' }),
          staleTime: 0,
        });
        // Favourite marks and the like were read as a guest: read them again.
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0],
        });
        return user;
      } catch {
        clearSession();
        queryClient.removeQueries({ queryKey: CURRENT_USER_KEY });
        toast.info(MESSAGES.importantTitle, MESSAGES.userLoadFailed);
        await navigate({ to: '/auth' });
        return null;
      }
    },
    [navigate, queryClient],
  );
};

/** The messenger-link flag (spec part 1 §4): after sign-in, go on to the bot instead. */
export const wantsMessengerLink = (): boolean => {
  try {
    return localStorage.getItem(MESSENGER_STORAGE_KEYS[0]) === 'true';
  } catch {
    return false;
  }
};
