import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
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
  const router = useRouter();
  return useCallback(
    async (user: CurrentUser | null, message: string = MESSAGES.signedOut) => {
      const to = signOutPath(effectiveRoles(user));
      // The signed-in screen is left first: a screen that re-rendered as a guest's would ask its
      // calls without the session (an administrator's list answers 401, and the global handling
      // then sends the user to /auth with 'Авторизуйтесь в системе.' instead of this sign-in).
      // Left means drawn, not only navigated: the navigation ends before React has drawn the new
      // screen (a transition), and meanwhile the old one re-renders with the new address. On a busy
      // machine the cabinet's user list asked again without the session (shell.spec in CI).
      const from = router.state.location.pathname;
      const drawn = from === to ? null : nextScreenDrawn(router, from);
      await navigate({ to });
      if (drawn && router.state.location.pathname === from) {
        // The user chose to stay (a screen with unsaved work asked first): still signed in.
        drawn.stop();
        return;
      }
      await drawn?.done;
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
    [navigate, queryClient, router],
  );
};

/**
 * `done` resolves once the router has drawn a screen at another path than `from` (its 'onRendered'
 * event): the sign-in, or where it redirects.
 */
const nextScreenDrawn = (router: ReturnType<typeof useRouter>, from: string) => {
  let stop = () => {};
  const done = new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe('onRendered', ({ toLocation }) => {
      if (toLocation.pathname === from) return;
      unsubscribe();
      resolve();
    });
    stop = unsubscribe;
  });
  return { done, stop };
};
