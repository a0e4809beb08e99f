import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

const BROADCASTS_KEY = ['cabinet', 'notifications', 'broadcasts'] as const;

/** GET /v1/Notification/broadcasts: the last run of each broadcast (when, by whom, what it did). */
export const getBroadcastRuns = (signal?: AbortSignal) =>
  apiJson('GET /v1/Notification/broadcasts', { signal });

export const getBroadcastRunsQueryOptions = () =>
  queryOptions({ queryKey: BROADCASTS_KEY, queryFn: ({ signal }) => getBroadcastRuns(signal) });

export const useBroadcastRuns = () => useQuery(getBroadcastRunsQueryOptions());

/** After a broadcast: its last run, and the inbox (a broadcast's notices may show there). */
export const invalidateBroadcasts = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['cabinet', 'notifications'] });
