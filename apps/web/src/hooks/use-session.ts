import { useSyncExternalStore } from 'react';
import { currentSession, onSessionChange, type StoredSession } from '@/lib/session';

/** What the server renders, and a page hydrating its markup first draws (main.tsx): no session. */
const noSession = () => null;

/**
 * The session every screen part shares (lib/session.ts), re-rendering when it starts or ends. A page
 * rendered on the server is hydrated as a visitor's, then shows the signed-in parts (issue 41).
 */
export const useSession = (): StoredSession | null =>
  useSyncExternalStore(onSessionChange, currentSession, noSession);
