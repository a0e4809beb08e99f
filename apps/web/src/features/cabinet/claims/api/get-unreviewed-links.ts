import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export type UnreviewedLinksRequest = { search: string | null; page: number; size: number };

/** POST /v1/Admin/paged-unreviewed-links: accounts the old name rule linked to riders, never reviewed. */
export const getUnreviewedLinks = (request: UnreviewedLinksRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/Admin/paged-unreviewed-links', { body: request, signal });

export const getUnreviewedLinksQueryOptions = (request: UnreviewedLinksRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'claims', 'links', request] as const,
    queryFn: ({ signal }) => getUnreviewedLinks(request, signal),
    placeholderData: keepPreviousData,
  });

export const useUnreviewedLinks = (request: UnreviewedLinksRequest, enabled = true) =>
  useQuery({ ...getUnreviewedLinksQueryOptions(request), enabled });
