import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedMergeRequestsRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

export type MergeRequestsRequest = Pick<PagedMergeRequestsRequest, 'page' | 'size' | 'state'>;

/** POST /v1/Admin/paged-merge-requests (issue 34): riders' merge requests, open ones first. */
export const getMergeRequests = (request: MergeRequestsRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/Admin/paged-merge-requests', { body: request, signal });

export const getMergeRequestsQueryOptions = (request: MergeRequestsRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'mergeRequests', 'list', request] as const,
    queryFn: ({ signal }) => getMergeRequests(request, signal),
    placeholderData: keepPreviousData,
  });

export const useMergeRequests = (request: MergeRequestsRequest, enabled = true) =>
  useQuery({ ...getMergeRequestsQueryOptions(request), enabled });
