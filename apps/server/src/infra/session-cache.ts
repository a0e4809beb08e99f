import type { AuthUser } from '../auth/auth-user.js';

/**
 * Who a signed-in request's session belongs to, kept for a few seconds (issue 17): a rider reading
 * page after page costs the database no session check. It is emptied together with the public read
 * cache (plugins/public-read-cache.ts): by every call that may change what the public sees, by the
 * calls that change sessions without that (a block, a confirmation, an end of every session, an
 * external sign-in), and on PostgreSQL in every process through the same notice. What another path
 * changes in the database lives at most `ttlMs`. A ttl of 0 switches it off.
 */
export type SessionCache = {
  get: (key: string) => AuthUser | null;
  /** Keeps a user read when the generation was `readAt`; a read older than the last clear is dropped. */
  set: (key: string, user: AuthUser, readAt: number) => void;
  clear: () => void;
  readonly generation: number;
};

/** A session's key: the user and the role the session was opened with. */
export const sessionKey = (userId: number, loginRole: string) => `${userId}:${loginRole}`;

export const createSessionCache = (options: { ttlMs: number; maxEntries: number }): SessionCache => {
  const entries = new Map<string, { user: AuthUser; storedAt: number }>();
  let generation = 0;
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
    set(key, user, readAt) {
      if (options.ttlMs <= 0 || readAt !== generation) return;
      entries.delete(key);
      entries.set(key, { user: { ...user, roles: [...user.roles] }, storedAt: Date.now() });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    },
    clear() {
      entries.clear();
      generation += 1;
    },
    get generation() {
      return generation;
    },
  };
};
