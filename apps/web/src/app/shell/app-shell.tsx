import type { ReactNode } from 'react';
import { Box, Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { Footer } from './footer';
import { Header } from './header';
import classes from './app-shell.module.css';

/** Header, content and footer: the frame of every screen inside the shell. */
export const ShellFrame = ({ children }: { children: ReactNode }) => (
  <Box className={classes.frame}>
    <a href="#content" className={classes.skipLink}>
      Перейти к содержимому
    </a>
    <Header />
    <Container component="main" id="content" size="xl" className={classes.main}>
      {children}
    </Container>
    <Footer />
  </Box>
);

export const AppShellLayout = () => (
  <ShellFrame>
    <Outlet />
  </ShellFrame>
);
