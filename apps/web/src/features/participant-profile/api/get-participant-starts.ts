import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { profileKeys } from './keys';

/** GET /v1/StartList/by-participant/{participantId}: the rider's upcoming starts, soonest first. */
export const getParticipantStarts = (participantId: number, signal?: AbortSignal) =>
  apiJson('GET /v1/StartList/by-participant/{participantId}', { params: { participantId }, signal });

export const getParticipantStartsQueryOptions = (participantId: number) =>
  queryOptions({
    queryKey: [...profileKeys.rider(participantId), 'starts'] as const,
    queryFn: ({ signal }) => getParticipantStarts(participantId, signal),
    staleTime: 5 * 60_000,
  });

export const useParticipantStarts = (participantId: number) =>
  useQuery(getParticipantStartsQueryOptions(participantId));
