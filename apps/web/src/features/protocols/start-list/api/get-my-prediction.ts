import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { useSession } from '@/hooks/use-session';

/** GET /v1/Skill/my-prediction (issue 39): the signed-in rider's own line for the event; personal. */
export const getMyPrediction = (eventId: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Skill/my-prediction', { query: { eventId }, signal });

/** Keyed by the session's token: another user's line is never shown from the cache. */
export const getMyPredictionQueryOptions = (eventId: number, token: string | null) =>
  queryOptions({
    queryKey: ['events', 'my-prediction', eventId, token] as const,
    queryFn: ({ signal }) => getMyPrediction(eventId, signal),
    enabled: token !== null,
    staleTime: 60_000,
  });

export const useMyPrediction = (eventId: number) => {
  const session = useSession();
  return useQuery(getMyPredictionQueryOptions(eventId, session?.token ?? null));
};
