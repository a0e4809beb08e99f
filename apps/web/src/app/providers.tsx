import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { cssVariablesResolver, theme } from './theme';

dayjs.locale('ru');

/** Toasts live 5000 ms (spec part 1 §9). */
export const TOAST_AUTO_CLOSE_MS = 5000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
  },
});

export const AppProviders = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
    <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </DatesProvider>
  </MantineProvider>
);
