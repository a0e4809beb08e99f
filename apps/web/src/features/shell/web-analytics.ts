import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { COOKIE_NOTICE_MS, cookieNoticeShown } from './cookie-notice';

/**
 * The address the counter is told of a page (issue 36): the path only, never the query or the
 * fragment (a reset link's token, an invitation's, a provider's code); in the sign-in area the
 * route's pattern (`/auth/$provider/participant`), never the values in its path.
 */
export const reportedUrl = (pathname: string, routePattern: string | undefined): string => {
  const isAuth = pathname === '/auth' || pathname.startsWith('/auth/');
  const path = isAuth ? (routePattern?.startsWith('/auth') ? routePattern : '/auth') : pathname;
  return new URL(path.replace(/\/+$/, '') || '/', window.location.origin).href;
};

/** The counter's code loads only where one is configured (a build without it carries none). */
const loadCounter = () => import('@/lib/metrika');

/**
 * Starts the analytics counter when the visitor has had the cookie notice (continuing to use the
 * site is the consent the notice and the cookies page describe): at once when it was shown on an
 * earlier visit, else once it has been on screen for its 3 seconds. Then every route change is a
 * page view.
 */
const useCounter = () => {
  const url = useRouterState({
    select: (state) => reportedUrl(state.location.pathname, state.matches.at(-1)?.fullPath),
  });
  // The page the visitor is on, for the counter's first hit when it starts later.
  const latest = useRef<string | null>(null);
  // Read while rendering: the notice's own effect marks it shown before this hook's effect runs.
  const [hadNotice] = useState(cookieNoticeShown);

  useEffect(() => {
    const referer = latest.current;
    latest.current = url;
    if (referer === null || referer === url) return;
    void loadCounter().then(({ reportPageView }) => reportPageView(url, referer));
  }, [url]);

  useEffect(() => {
    const start = () =>
      void loadCounter().then(({ startMetrika }) =>
        startMetrika(latest.current ?? reportedUrl(window.location.pathname, undefined)),
      );
    if (hadNotice) {
      start();
      return;
    }
    const timer = window.setTimeout(start, COOKIE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [hadNotice]);
};

/**
 * The counter's hook where the build has a counter (VITE_METRIKA_ID); else an empty one, and the
 * counter's code is left out of the page (the public pages' first load stays under its budget).
 */
export const useWebAnalytics: () => void = import.meta.env.VITE_METRIKA_ID ? useCounter : () => undefined;
