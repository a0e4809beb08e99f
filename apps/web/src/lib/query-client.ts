import { QueryClient, type Query, type UseMutationOptions } from '@tanstack/react-query';

/** What a query says about its answer, in its `meta`. */
export type AppQueryMeta = {
  /**
   * The answer carries favourite marks (inCurrentUserFavorites): a favourite toggle refreshes every
   * query that says so.
   */
  favouriteMarks?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}

/** The meta of a query whose answer carries favourite marks. */
export const FAVOURITE_MARKS: AppQueryMeta = { favouriteMarks: true };

export const carriesFavouriteMarks = (query: Query): boolean => query.meta?.favouriteMarks === true;

/**
 * The options a write's hook takes from its caller (an onSuccess of its own, say), besides the ones
 * the operation's file fixes (the call, and the caches it updates).
 */
export type MutationConfig<Call extends (input: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Call>>, Error, Parameters<Call>[0]>,
  'mutationFn'
>;

/** The one query cache of the app (server state); route guards read the current user from it too. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
  },
});
