import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/Participant/season-progress: a rider's season total after each race day (the curves). */
export const getSeasonProgress = (participantId: number, year: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Participant/season-progress', { query: { participantId, year }, signal });

export const getSeasonProgressQueryOptions = (participantId: number, year: number) =>
  queryOptions({
    queryKey: ['head-to-head', 'season-progress', participantId, year] as const,
    queryFn: ({ signal }) => getSeasonProgress(participantId, year, signal),
    staleTime: 60_000,
  });

export const useSeasonProgress = (participantId: number, year: number) =>
  useQuery(getSeasonProgressQueryOptions(participantId, year));
