import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/toasts';
import { cssVariablesResolver, theme } from './theme';

export { queryClient, TOAST_AUTO_CLOSE_MS };

/**
 * Toasts sit bottom-right, clear of the header's search and user menu; each lives 5000 ms unless
 * it says otherwise (spec part 1 §9).
 */
export const AppProviders = ({
  children,
  env = 'default',
}: {
  children: ReactNode;
  /** 'test' in component tests: no transitions, no portals. */
  env?: 'default' | 'test';
}) => (
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
    <QueryClientProvider client={queryClient}>
      <Notifications position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />
      {children}
    </QueryClientProvider>
  </MantineProvider>
);
