import { Anchor } from '@mantine/core';
import { toast } from '@/lib/toasts';

/**
 * The cookie toast itself (spec part 1 §2.3, §9): its own chunk, loaded on a browser's first start
 * only (cookie-notice.ts), which gives its lifetime; the toast machinery loads with it. Toasts
 * render outside the router's context: the link navigates through the caller's navigate.
 */
export const showCookieNotice = (navigate: (to: '/cookies') => void, autoClose: number) =>
  toast.info(
    'Файлы cookie',
    <>
      Сайт использует файлы cookie. Продолжая пользоваться сайтом, вы соглашаетесь с{' '}
      <Anchor
        href="/cookies"
        size="sm"
        onClick={(event) => {
          event.preventDefault();
          navigate('/cookies');
        }}
      >
        политикой использования cookie
      </Anchor>
      .
    </>,
    { autoClose, id: 'cookie-notice' },
  );
