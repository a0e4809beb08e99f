/**
 * Whether the screen shows answers kept by the service worker (src/sw.ts) because the network is
 * gone: it serves them with `x-offline-from` (OFFLINE_FROM in offline-cache.ts, not imported here:
 * that module loads after the first screen), the moment they were received. The oldest such
 * moment is noted until an answer comes from the network again.
 */
let offlineFrom: string | null = null;
const listeners = new Set<() => void>();

const set = (value: string | null) => {
  if (value === offlineFrom) return;
  offlineFrom = value;
  for (const listener of listeners) listener();
};

/** Called with every API answer. */
export const noteAnswer = (response: Response): void => {
  const from = response.headers.get('x-offline-from');
  if (from === null) set(null);
  else if (offlineFrom === null || from < offlineFrom) set(from);
};

export const subscribeOfflineNote = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The moment the oldest answer on screen was received, while offline; null online. */
export const offlineNoteFrom = (): string | null => offlineFrom;
