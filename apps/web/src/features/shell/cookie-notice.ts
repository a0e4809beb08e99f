import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The cookie notice lives 3000 ms (spec part 1 §2.3, §9) and is shown once per browser. */
export const COOKIE_NOTICE_MS = 3000;
export const COOKIE_NOTICE_KEY = 'cookieNoticeShown';

/** Whether the notice was shown in this browser before (the analytics counter waits for it). */
export const cookieNoticeShown = (): boolean => {
  try {
    return localStorage.getItem(COOKIE_NOTICE_KEY) === 'true';
  } catch {
    return false;
  }
};

/**
 * Shows the cookie toast on the first start in this browser. Its text and link load only then
 * (cookie-notice-toast.tsx): every later page's first load does without them.
 */
export const useCookieNotice = () => {
  const navigate = useNavigate();
  useEffect(() => {
    if (cookieNoticeShown()) return;
    void import('./cookie-notice-toast').then(({ showCookieNotice }) =>
      showCookieNotice((to) => void navigate({ to }), COOKIE_NOTICE_MS),
    );
    try {
      localStorage.setItem(COOKIE_NOTICE_KEY, 'true');
    } catch {
      // Without storage the notice simply shows again next time.
    }
  }, [navigate]);
};
