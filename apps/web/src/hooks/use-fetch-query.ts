import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * A read on demand, for an event handler (a download, a link read right before leaving the app):
 * a function that fetches the operation's query through the cache.
 */
export const useFetchQuery = <Args extends unknown[], Data, Key extends QueryKey>(
  options: (...args: Args) => FetchQueryOptions<Data, Error, Data, Key>,
) => {
  const queryClient = useQueryClient();
  return useCallback((...args: Args) => queryClient.fetchQuery(options(...args)), [options, queryClient]);
};
