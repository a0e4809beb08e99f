import { Anchor } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toast } from '@/lib/toasts';

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

/** Shows the cookie toast on the first start in this browser. */
export const useCookieNotice = () => {
  // Toasts render outside the router's context: the link navigates through this hook's navigate.
  const navigate = useNavigate();
  useEffect(() => {
    if (cookieNoticeShown()) return;
    toast.info(
      'Файлы cookie',
      <>
        Сайт использует файлы cookie. Продолжая пользоваться сайтом, вы соглашаетесь с{' '}
        <Anchor
          href="/cookies"
          size="sm"
          onClick={(event) => {
            event.preventDefault();
            void navigate({ to: '/cookies' });
          }}
        >
          политикой использования cookie
        </Anchor>
        .
      </>,
      { autoClose: COOKIE_NOTICE_MS, id: 'cookie-notice' },
    );
    try {
      localStorage.setItem(COOKIE_NOTICE_KEY, 'true');
    } catch {
      // Without storage the notice simply shows again next time.
    }
  }, [navigate]);
};
