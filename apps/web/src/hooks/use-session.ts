import { useEffect, useState } from 'react';
import { onSessionChange, readSession, type StoredSession } from '@/lib/session';

/** The stored session, re-rendering when it starts or ends. */
export const useSession = (): StoredSession | null => {
  const [session, setSession] = useState(() => readSession());
  useEffect(() => onSessionChange(setSession), []);
  return session;
};
