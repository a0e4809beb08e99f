import { useSyncExternalStore } from 'react';
import { currentSession, onSessionChange, type StoredSession } from '@/lib/session';

/** The session every screen part shares (lib/session.ts), re-rendering when it starts or ends. */
export const useSession = (): StoredSession | null =>
  useSyncExternalStore(onSessionChange, currentSession, currentSession);
