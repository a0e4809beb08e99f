import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';

/** GET /v1/StartList/{eventId}: who is registered and what the race is expected to be worth; null without one. */
export const getStartList = async (eventId: number, signal?: AbortSignal) => {
  try {
    return await apiJson('GET /v1/StartList/{eventId}', { params: { eventId }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const getStartListQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: ['events', 'start-list', eventId] as const,
    queryFn: ({ signal }) => getStartList(eventId, signal),
  });

export const useStartList = (eventId: number) => useQuery(getStartListQueryOptions(eventId));
