import type { QueryClient } from '@tanstack/react-query';

/** The audit list of the clean-ups view. */
export const AUDIT_KEY = ['cabinet', 'cleanups', 'audit'] as const;

/**
 * After an application or an undo: the audit, the cabinet's lists (riders were merged or changed),
 * and the public pages, which show riders' names, clubs and standings.
 */
export const invalidateAfterCleanup = (queryClient: QueryClient) => queryClient.invalidateQueries();
