import type { AuthResult } from '@velo/contracts';

/** The stored session (spec part 1 §3: kept locally under the key 'auth'). */
export const AUTH_STORAGE_KEY = 'auth';
/** Messenger-related entries cleared at logout (part 1 §4). */
export const MESSENGER_STORAGE_KEYS = ['needTelegramLink', 'telegramLinkRequested'] as const;

export type StoredSession = { token: string; expiryDate: string };

type Listener = (session: StoredSession | null) => void;
const listeners = new Set<Listener>();

/** A stored token is valid only if present with an expiry in the future; otherwise it is removed. */
export const readSession = (now: Date = new Date()): StoredSession | null => {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as Partial<StoredSession>;
    if (!session.token || !session.expiryDate || Date.parse(session.expiryDate) <= now.getTime()) {
      localStorage.removeItem(AUTH_STORAGE_KEY);
      return null;
    }
    return { token: session.token, expiryDate: session.expiryDate };
  } catch {
    localStorage.removeItem(AUTH_STORAGE_KEY);
    return null;
  }
};

export const storeSession = (result: AuthResult): StoredSession | null => {
  if (!result.token || !result.expiryDate) return null;
  const session = { token: result.token, expiryDate: result.expiryDate };
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  listeners.forEach((listener) => listener(session));
  return session;
};

export const clearSession = (): void => {
  localStorage.removeItem(AUTH_STORAGE_KEY);
  for (const key of MESSENGER_STORAGE_KEYS) localStorage.removeItem(key);
  listeners.forEach((listener) => listener(null));
};

/** Notified when the session starts or ends (in this tab). */
export const onSessionChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
