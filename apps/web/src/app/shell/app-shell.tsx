import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Box, Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { offlineNoteFrom, subscribeOfflineNote } from '@/lib/offline-note';
import { useCookieNotice } from '@/features/shell/cookie-notice';
import { Footer } from '@/features/shell/footer/footer';
import { Header } from '@/features/shell/header/header';
import { useWebAnalytics } from '@/features/shell/web-analytics';
import classes from './app-shell.module.css';

const OfflineNote = lazy(() =>
  import('@/components/display/offline-note').then((module) => ({ default: module.OfflineNote })),
);

/** Header, content and footer: the frame of every screen inside the shell (spec part 1 §2.1, §2.3). */
export const ShellFrame = ({ children }: { children: ReactNode }) => {
  useCookieNotice();
  useWebAnalytics();
  const offlineFrom = useSyncExternalStore(subscribeOfflineNote, offlineNoteFrom, () => null);
  return (
    <Box className={classes.frame}>
      <a href="#content" className={classes.skipLink}>
        Перейти к содержимому
      </a>
      <Header />
      <Container component="main" id="content" size="xl" className={classes.main}>
        {offlineFrom === null ? null : (
          <Suspense fallback={null}>
            <OfflineNote from={offlineFrom} />
          </Suspense>
        )}
        {children}
      </Container>
      <Footer />
    </Box>
  );
};

export const AppShellLayout = () => (
  <ShellFrame>
    <Outlet />
  </ShellFrame>
);
