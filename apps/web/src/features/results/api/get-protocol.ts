import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROTOCOL_QUERY } from '@velo/contracts/page-requests';
import { apiJson } from '@/lib/api-client';
import { FAVOURITE_MARKS, guestAnswerMeanwhile } from '@/lib/query-client';

/** GET /v1/Protocol/{id}: a protocol with its results and favourite marks. */
export const getProtocol = (id: number, signal?: AbortSignal) =>
  apiJson('GET /v1/Protocol/{id}', {
    params: { id },
    query: PROTOCOL_QUERY,
    signal,
  });

export const getProtocolQueryOptions = (id: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ['protocol', id, signedIn] as const,
    placeholderData: guestAnswerMeanwhile(['protocol', id, signedIn] as const),
    queryFn: ({ signal }) => getProtocol(id, signal),
    meta: FAVOURITE_MARKS,
  });

export const useProtocol = (id: number, signedIn: boolean, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getProtocolQueryOptions(id, signedIn), enabled });
