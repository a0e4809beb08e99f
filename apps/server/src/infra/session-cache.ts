import type { AuthUser } from '../auth/auth-user.js';

/**
 * Who a signed-in request's session belongs to, kept for a few seconds: a rider reading
 * page after page costs the database no session check. A write that changes a user's account (a
 * block, a confirmation, a role, an end of every session, a new password) names the user (`user:N`,
 * infra/cache-tags.ts) and drops their entry, on PostgreSQL in every process through the cache
 * notice; a write of one user leaves every other user's entry kept. What another path changes in the
 * database lives at most `ttlMs`. A ttl of 0 switches it off.
 */
export type SessionCache = {
  get: (key: string) => AuthUser | null;
  /** Where the user's entries stand now: pass it to `set` with what was read after it. */
  versionOf: (userId: number) => string;
  /** Keeps a user read at `readAt`, unless the user was dropped (or the cache emptied) since. */
  set: (key: string, user: AuthUser, readAt: string) => void;
  drop: (userId: number) => void;
  clear: () => void;
};

/** A session's key: the user and the role the session was opened with. */
export const sessionKey = (userId: number, loginRole: string) => `${userId}:${loginRole}`;

const userOf = (key: string) => Number(key.slice(0, key.indexOf(':')));

export const createSessionCache = (options: { ttlMs: number; maxEntries: number }): SessionCache => {
  const entries = new Map<string, { user: AuthUser; storedAt: number }>();
  /** How many times each user was dropped since the last clear. */
  const drops = new Map<number, number>();
  let generation = 0;
  const versionOf = (userId: number) => `${generation}:${drops.get(userId) ?? 0}`;
  return {
    get(key) {
      if (options.ttlMs <= 0) return null;
      const entry = entries.get(key);
      if (!entry) return null;
      if (Date.now() - entry.storedAt > options.ttlMs) {
        entries.delete(key);
        return null;
      }
      // A copy: a request's user is never shared with another request's.
      return { ...entry.user, roles: [...entry.user.roles] };
    },
    versionOf,
    set(key, user, readAt) {
      if (options.ttlMs <= 0 || readAt !== versionOf(userOf(key))) return;
      entries.delete(key);
      entries.set(key, { user: { ...user, roles: [...user.roles] }, storedAt: Date.now() });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    },
    drop(userId) {
      for (const key of [...entries.keys()]) if (userOf(key) === userId) entries.delete(key);
      drops.set(userId, (drops.get(userId) ?? 0) + 1);
    },
    clear() {
      entries.clear();
      drops.clear();
      generation += 1;
    },
  };
};
