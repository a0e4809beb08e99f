import type { ReactNode } from 'react';
import { Box, Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { OfflineNote } from '@/components/display/offline-note';
import { useCookieNotice } from '@/features/shell/cookie-notice';
import { Footer } from '@/features/shell/footer/footer';
import { Header } from '@/features/shell/header/header';
import { useWebAnalytics } from '@/features/shell/web-analytics';
import classes from './app-shell.module.css';

/** Header, content and footer: the frame of every screen inside the shell (spec part 1 §2.1, §2.3). */
export const ShellFrame = ({ children }: { children: ReactNode }) => {
  useCookieNotice();
  useWebAnalytics();
  return (
    <Box className={classes.frame}>
      <a href="#content" className={classes.skipLink}>
        Перейти к содержимому
      </a>
      <Header />
      <Container component="main" id="content" size="xl" className={classes.main}>
        <OfflineNote />
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
