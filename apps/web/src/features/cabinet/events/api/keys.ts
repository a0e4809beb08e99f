import type { QueryClient } from '@tanstack/react-query';

/**
 * After a write: the cabinet's events (list, count, the protocols' and the wizard's lookups) and the
 * public pages that show events (calendar, home, results).
 */
export const invalidateEvents = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => {
      const [first, second] = query.queryKey as unknown[];
      return first === 'cabinet'
        ? second === 'events'
        : ['events', 'calendar', 'home', 'results'].includes(String(first));
    },
  });
