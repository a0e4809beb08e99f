import { useCallback, useSyncExternalStore } from 'react';

const matcher = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/**
 * Whether the screen matches a media query, read at once when a screen renders, and re-read when it
 * changes. A page rendered on the server (issue 41) cannot know the screen: the server draws
 * `serverValue`, and the app's hydration of that markup draws it too, then the screen's own value
 * (useSyncExternalStore's server snapshot), so the markup the app takes over matches.
 */
export const useViewportQuery = (query: string, serverValue: boolean): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matcher(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matcher(query)?.matches ?? serverValue,
    () => serverValue,
  );
};
