import { setGlobalErrorHandler, type ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { queryClient } from '@/lib/query-client';
import { rememberUrl } from '@/lib/remembered-url';
import { roleWord, sessionRole } from '@/lib/roles';
import { clearSession, readSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { CURRENT_USER_KEY } from '@/hooks/use-current-user';

/** Where the global handling sends the browser. */
export type GlobalErrorTarget = '/auth' | '/home' | '/maintenance';

export type GlobalErrorDeps = {
  navigate: (to: GlobalErrorTarget) => void;
  /** The URL the user is on (path, query and hash), remembered for after sign-in. */
  currentUrl: () => string;
};

/**
 * HTTP 401 (spec part 1 §8): the session is over or missing. The stored session is dropped, the
 * URL remembered, and the user told to sign in. The caller then sends the browser to /auth.
 */
export const handleUnauthorized = (attemptedUrl: string) => {
  clearSession();
  queryClient.removeQueries({ queryKey: CURRENT_USER_KEY });
  rememberUrl(attemptedUrl);
  toast.info(MESSAGES.importantTitle, MESSAGES.signInRequired, { id: 'global-401' });
};

/** HTTP 403: names the role the session was opened with, or 'Неизвестно'. */
export const forbiddenMessage = (token: string | null | undefined): string => {
  const role = sessionRole(token);
  return MESSAGES.forbidden(role ? roleWord(role) : MESSAGES.unknownRole);
};

/**
 * Installs the spec's global handling (part 1 §8): 401 → info toast and /auth; 403 → warning toast
 * and /home; 502 → /maintenance. The client re-throws the error afterwards, so screens can still
 * show their own message.
 */
export const installGlobalErrorHandling = (deps: GlobalErrorDeps) => {
  // Several calls of one screen failing together: the toasts carry ids, so one shows; the
  // redirects go to the same place.
  setGlobalErrorHandler((error: ApiError) => {
    if (error.status === 401) {
      handleUnauthorized(deps.currentUrl());
      deps.navigate('/auth');
    } else if (error.status === 403) {
      toast.warning(MESSAGES.importantTitle, forbiddenMessage(readSession()?.token), { id: 'global-403' });
      deps.navigate('/home');
    } else if (error.status === 502) {
      deps.navigate('/maintenance');
    }
  });
};
