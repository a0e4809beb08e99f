import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { profileKeys } from './keys';

/** GET /v1/Participant/season-progress (beyond the spec): the season race day by race day. */
export const getSeasonProgress = (participantId: number, year: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Participant/season-progress', { query: { participantId, year }, signal });

export const getSeasonProgressQueryOptions = (participantId: number, year: number) =>
  queryOptions({
    queryKey: [...profileKeys.rider(participantId), 'season-progress', year] as const,
    queryFn: ({ signal }) => getSeasonProgress(participantId, year, signal),
  });

export const useSeasonProgress = (
  participantId: number,
  year: number,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...getSeasonProgressQueryOptions(participantId, year), enabled });
