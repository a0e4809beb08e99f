import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { profileKeys } from './keys';

/** GET /v1/Participant/place-history (issue 38): the rider's national place race day by race day. */
export const getPlaceHistory = (participantId: number, year: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Participant/place-history', { query: { participantId, year }, signal });

export const getPlaceHistoryQueryOptions = (participantId: number, year: number) =>
  queryOptions({
    queryKey: [...profileKeys.rider(participantId), 'place-history', year] as const,
    queryFn: ({ signal }) => getPlaceHistory(participantId, year, signal),
  });

export const usePlaceHistory = (
  participantId: number,
  year: number,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...getPlaceHistoryQueryOptions(participantId, year), enabled });
