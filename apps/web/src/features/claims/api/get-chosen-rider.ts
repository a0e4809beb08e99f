import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** GET /v1/Participant/participant-info: the rider a «Это я» button chose, for the claim's form. */
export const getChosenRider = (participantId: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Participant/participant-info', {
    query: { participantId, includeParticipantFavoritesMark: false },
    signal,
  });

export const getChosenRiderQueryOptions = (participantId: number) =>
  queryOptions({
    queryKey: ['claim-chosen-rider', participantId] as const,
    queryFn: ({ signal }) => getChosenRider(participantId, signal),
  });

export const useChosenRider = (participantId: number | undefined) =>
  useQuery({ ...getChosenRiderQueryOptions(participantId ?? 0), enabled: participantId !== undefined });
