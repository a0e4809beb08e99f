import type { AuthUser } from '../auth/auth-user.js';

/**
 * Who a signed-in request's session belongs to, kept for a few seconds (issue 17): a rider reading
 * page after page costs the database no session check. It is emptied together with the public read
 * cache (plugins/public-read-cache.ts): by every call that may change what the public sees, by the
 * calls that change sessions without that (a block, a confirmation, an end of every session, an
 * external sign-in), and on PostgreSQL in every process through the same notice. A use case that
 * changes a user's rights (roles, a block, a confirmation, the token version) drops that user's
 * entries right after its commit, whatever the request answers then (issue 36). What another path
 * changes in the database, or a notice that is lost, lives at most `ttlMs` (at most 30 s).
 * A ttl of 0 switches it off.
 */
export type SessionCache = {
  get: (key: string) => AuthUser | null;
  /** Keeps a user read when the generation was `readAt`; a read older than the last clear is dropped. */
  set: (key: string, user: AuthUser, readAt: number) => void;
  /**
   * Drops one user's sessions (every sign-in role), and keeps no read begun before: the use case
   * that changed the user's rights calls it right after its commit (domain/users/forget-sessions.ts).
   */
  forget: (userId: number) => void;
  clear: () => void;
  readonly generation: number;
};

/** A session's key: the user and the role the session was opened with. */
export const sessionKey = (userId: number, loginRole: string) => `${userId}:${loginRole}`;

/** The cache notice's tag that drops a user's sessions in every process (context.ts). */
export const sessionTag = (userId: number) => `sessions/${userId}`;

/** The user of a `sessionTag`, or null for any other tag. */
export const userOfSessionTag = (tag: string): number | null => {
  const match = /^sessions\/(\d+)$/.exec(tag);
  return match ? Number(match[1]) : null;
};

/** The longest time a session's user may be kept (SESSION_CACHE_SECONDS is checked against it). */
export const SESSION_CACHE_MAX_SECONDS = 30;

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
    forget(userId) {
      const prefix = `${userId}:`;
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
      // A read of this user that began before the change must not be kept after it.
      generation += 1;
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
