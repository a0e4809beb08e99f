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
      clearSession();
      queryClient.removeQueries({ queryKey: CURRENT_USER_KEY });
      // Nothing the screen shows is asked again with the ended session: an administrator's list
      // would answer 401, and its global handling would send the user to /auth with
      // 'Авторизуйтесь в системе.' instead of this role's sign-in.
      await queryClient.cancelQueries();
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await navigate({ to });
      // Favourite marks and other per-user answers must not outlive the session: the screens left
      // behind take theirs along; what still shows (the header's public lines) is asked again.
      queryClient.removeQueries({ type: 'inactive' });
      toast.success(MESSAGES.successTitle, message);
      void queryClient.refetchQueries({ type: 'active' });
    },
    [navigate, queryClient],
  );
};
