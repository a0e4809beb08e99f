import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from '@/lib/theme';
import { ToastHost } from './toasts/toast-host';

/** The theme, the query cache and the toasts around the whole app. */
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
      <ToastHost />
      {children}
    </QueryClientProvider>
  </MantineProvider>
);
