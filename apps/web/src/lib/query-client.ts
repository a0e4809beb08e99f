import {
  hashKey,
  QueryClient,
  type Query,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';

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
 * The `placeholderData` of a query whose key says who asks (`signedIn`, a token): while a signed-in
 * visitor's answer loads, the guest's answer to the same request stays on screen. A page rendered on
 * the server is drawn, and hydrated, as a guest's (issue 41); then the session is read and the key
 * changes: the list stays where it is and its favourite marks arrive a moment later, nothing moves.
 */
export const guestAnswerMeanwhile =
  (key: QueryKey) =>
  <T>(previous: T | undefined, previousQuery?: { queryKey: QueryKey }): T | undefined => {
    const before = previousQuery?.queryKey;
    if (!before || before.length !== key.length) return undefined;
    const differing = key.flatMap((part, at) => (hashKey([part]) === hashKey([before[at]]) ? [] : [at]));
    const guest = differing.length === 1 ? before[differing[0]!] : undefined;
    return guest === false || guest === null ? previous : undefined;
  };

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
