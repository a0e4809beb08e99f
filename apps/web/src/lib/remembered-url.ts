/**
 * The URL a visitor tried to open before being sent to sign in (spec part 1 §4, §6). It lives in
 * session storage: one tab, gone with the tab.
 */
const KEY = 'redirectUrl';

/** Only paths inside the app count (never another site, never the sign-in area itself). */
const isInternalPath = (url: string): boolean =>
  url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/auth');

export const rememberUrl = (url: string): void => {
  if (!isInternalPath(url)) return;
  try {
    sessionStorage.setItem(KEY, url);
  } catch {
    // Storage may be unavailable (private mode); the user then lands on the home page.
  }
};

/** The remembered URL, once: reading it forgets it. */
export const takeRememberedUrl = (): string | null => {
  try {
    const url = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return url && isInternalPath(url) ? url : null;
  } catch {
    return null;
  }
};
