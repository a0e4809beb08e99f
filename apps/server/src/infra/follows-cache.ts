/** The riders and the events a user follows (their favourites). */
export type Follows = { readonly riders: ReadonlySet<number>; readonly events: ReadonlySet<number> };

/**
 * The riders and events each signed-in user follows, kept for a few seconds: a signed-in public read
 * is the guests' kept answer with the caller's favourite marks put on it, and reading the caller's
 * follows was the one query left in it (signed-in throughput stayed at half the guests').
 *
 * A toggle of the user's favourites drops their entry before it is answered, here and, on PostgreSQL,
 * in every other process (the tag `follows:N` through the cache notice); a write that moves follows
 * of many (merges, deletions, clean-ups) drops `follows`, all of them. An entry lives at most
 * `ttlMs`; 0 switches it off.
 */
export type FollowsCache = {
  get: (userId: number) => Follows | null;
  /** Where the user's entry stands now: pass it to `set` with what was read after it. */
  versionOf: (userId: number) => string;
  /** Keeps a read of the user's follows, unless their entry was dropped or the cache emptied since `readAt`. */
  set: (userId: number, follows: Follows, readAt: string) => void;
  drop: (userId: number) => void;
  clear: () => void;
};

export const createFollowsCache = (options: { ttlMs: number; maxEntries: number }): FollowsCache => {
  const entries = new Map<number, { follows: Follows; storedAt: number }>();
  /** How many times each user's entry was dropped since the last clear. */
  const drops = new Map<number, number>();
  let generation = 0;
  const versionOf = (userId: number) => `${generation}:${drops.get(userId) ?? 0}`;
  return {
    get(userId) {
      if (options.ttlMs <= 0) return null;
      const entry = entries.get(userId);
      if (!entry) return null;
      if (Date.now() - entry.storedAt > options.ttlMs) {
        entries.delete(userId);
        return null;
      }
      return entry.follows;
    },
    versionOf,
    set(userId, follows, readAt) {
      if (options.ttlMs <= 0 || readAt !== versionOf(userId)) return;
      entries.delete(userId);
      entries.set(userId, { follows, storedAt: Date.now() });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    },
    drop(userId) {
      entries.delete(userId);
      drops.set(userId, (drops.get(userId) ?? 0) + 1);
    },
    clear() {
      entries.clear();
      drops.clear();
      generation += 1;
    },
  };
};
