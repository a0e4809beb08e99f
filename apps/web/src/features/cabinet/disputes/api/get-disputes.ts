import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedResultDisputesRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

export type DisputesRequest = Pick<PagedResultDisputesRequest, 'page' | 'size' | 'state' | 'organizerId'>;

/**
 * POST /v1/ResultDispute/paged (issue 34): riders' requests about the results of the organizer's
 * protocols (every organizer's, or one, for an administrator), open ones first.
 */
export const getDisputes = (request: DisputesRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/ResultDispute/paged', { body: request, signal });

export const getDisputesQueryOptions = (request: DisputesRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'disputes', 'list', request] as const,
    queryFn: ({ signal }) => getDisputes(request, signal),
    placeholderData: keepPreviousData,
  });

export const useDisputes = (request: DisputesRequest, enabled = true) =>
  useQuery({ ...getDisputesQueryOptions(request), enabled });
