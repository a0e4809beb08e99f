import type { AuthResult } from '@velo/contracts';

/** The stored session (spec part 1 §3: kept locally under the key 'auth'). */
export const AUTH_STORAGE_KEY = 'auth';
/** Messenger-related entries cleared at logout (part 1 §4). */
export const MESSENGER_STORAGE_KEYS = ['needTelegramLink', 'telegramLinkRequested'] as const;

export type StoredSession = { token: string; expiryDate: string };

type Listener = (session: StoredSession | null) => void;
const listeners = new Set<Listener>();

/** The session every component sees (undefined: not read from the storage yet). */
let snapshot: StoredSession | null | undefined;

const publish = (session: StoredSession | null) => {
  snapshot = session;
  listeners.forEach((listener) => listener(session));
};

/**
 * A stored token is valid only if present with an expiry in the future; otherwise it is removed (and
 * the screens are told the session ended).
 */
export const readSession = (now: Date = new Date()): StoredSession | null => {
  // The server renders a public page as a visitor not signed in (entry-server.tsx).
  if (typeof localStorage === 'undefined') return null;
  const drop = () => {
    localStorage.removeItem(AUTH_STORAGE_KEY);
    if (snapshot) publish(null);
    return null;
  };
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return snapshot ? drop() : null;
    const session = JSON.parse(raw) as Partial<StoredSession>;
    if (!session.token || !session.expiryDate || Date.parse(session.expiryDate) <= now.getTime()) {
      return drop();
    }
    return { token: session.token, expiryDate: session.expiryDate };
  } catch {
    return drop();
  }
};

/**
 * The session as the screens know it: read from the storage once, then changed only by a sign-in, a
 * sign-out (here or, through the storage event, in another tab) or an expired token. Every component
 * sees the same one: a screen part that mounts late reads this, not the storage again, so the header
 * and the rest never disagree about who is signed in.
 */
export const currentSession = (): StoredSession | null => {
  if (snapshot === undefined) snapshot = readSession();
  return snapshot;
};

export const storeSession = (result: AuthResult): StoredSession | null => {
  if (!result.token || !result.expiryDate) return null;
  const session = { token: result.token, expiryDate: result.expiryDate };
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  publish(session);
  return session;
};

export const clearSession = (): void => {
  localStorage.removeItem(AUTH_STORAGE_KEY);
  for (const key of MESSENGER_STORAGE_KEYS) localStorage.removeItem(key);
  publish(null);
};

/** Tests only: the next read takes the session from the storage again (each test sets its own). */
export const forgetSessionSnapshot = (): void => {
  snapshot = undefined;
};

/** Notified when the session starts or ends, in this tab or in another one. */
export const onSessionChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// A sign-in or sign-out in another tab of the portal reaches this one through the storage event.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    const next = readSession();
    if (next?.token !== snapshot?.token) publish(next);
  });
}
