import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CurrentUser } from '@velo/contracts';
import { MESSAGES } from '@/lib/messages';
import { signOutPath } from '@/lib/roles';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { CURRENT_USER_KEY, effectiveRoles } from './use-current-user';

/**
 * Logout (spec part 1 §2.3, §4): clears the stored session and the messenger entries, forgets the
 * user's data, goes to the sign-in of the user's first role (or /auth) and says so (the spec's
 * words, or the caller's: 'Выйти на всех устройствах' says its own).
 */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (user: CurrentUser | null, message: string = MESSAGES.signedOut) => {
      const to = signOutPath(effectiveRoles(user));
      // The signed-in screen is left first: a screen that re-rendered as a guest's would ask its
      // calls without the session (an administrator's list answers 401, and the global handling
      // then sends the user to /auth with 'Авторизуйтесь в системе.' instead of this sign-in).
      await navigate({ to });
      clearSession();
      queryClient.removeQueries({ queryKey: CURRENT_USER_KEY });
      // Favourite marks and other per-user answers must not outlive the session: what was asked is
      // stopped, the screens left behind take their answers along, and what still shows is asked
      // again when next shown (not here: the header's administrator badge is still mounted until it
      // renders as a guest's, and would answer 401).
      await queryClient.cancelQueries();
      await queryClient.invalidateQueries({ refetchType: 'none' });
      queryClient.removeQueries({ type: 'inactive' });
      toast.success(MESSAGES.successTitle, message);
    },
    [navigate, queryClient],
  );
};
