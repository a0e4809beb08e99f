import type { QueryClient } from '@tanstack/react-query';

/**
 * After a protocol changes or goes: the cabinet's protocols and events (their protocol counts) with
 * the tab counts, and every public list showing results or points (results, rating, profiles, home).
 */
export const invalidateAfterProtocolChange = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => {
      const [first, second] = query.queryKey as unknown[];
      return first === 'cabinet' ? second === 'protocols' || second === 'events' : true;
    },
  });
