import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the app (server state); route guards read the current user from it too. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
  },
});
