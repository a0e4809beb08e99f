import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';

/** GET /v1/Skill/event-prediction (issue 39): the start list as the skill rating predicts it; null without one. */
export const getEventPrediction = async (eventId: number, signal?: AbortSignal) => {
  try {
    return await apiJson('GET /v1/Skill/event-prediction', { query: { eventId }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const getEventPredictionQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: ['events', 'prediction', eventId] as const,
    queryFn: ({ signal }) => getEventPrediction(eventId, signal),
    staleTime: 5 * 60_000,
  });

export const useEventPrediction = (eventId: number) => useQuery(getEventPredictionQueryOptions(eventId));
