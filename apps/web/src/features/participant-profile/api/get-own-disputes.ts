import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { profileKeys } from './keys';

/** GET /v1/ResultDispute/own (issue 34): the signed-in rider's requests about their results. */
export const getOwnDisputes = (signal?: AbortSignal) => apiJson('GET /v1/ResultDispute/own', { signal });

export const getOwnDisputesQueryOptions = (participantId: number) =>
  queryOptions({
    queryKey: [...profileKeys.rider(participantId), 'disputes'] as const,
    queryFn: ({ signal }) => getOwnDisputes(signal),
  });

/** The owner's requests; nothing is asked for another rider's profile. */
export const useOwnDisputes = (participantId: number, isOwner: boolean) =>
  useQuery({ ...getOwnDisputesQueryOptions(participantId), enabled: isOwner });
