import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { CabinetView } from '../../search';

/**
 * The count of each view's records (one row asked for, the total read), for the cabinet's
 * navigation. Keys start with ['cabinet', view], so a view's writes, which invalidate that prefix,
 * refresh its count too.
 */
const countOf = async (
  view: CabinetView,
  organizerId: number | null,
  signal: AbortSignal,
): Promise<number | null> => {
  const paging = { page: 1, size: 1 };
  switch (view) {
    case 'events':
      return (await apiJson('POST /v1/Event/paged-lk', { body: { ...paging, organizerId }, signal }))
        .totalCount;
    case 'protocols':
      return (
        await apiJson('POST /v1/Protocol/paged-short-info', { body: { ...paging, organizerId }, signal })
      ).totalCount;
    case 'clusters':
      return (await apiJson('POST /v1/Cluster/paged-lk', { body: { ...paging, organizerId }, signal }))
        .totalCount;
    case 'users':
      // The accounts waiting for an administrator: the queue the badge is for.
      return apiJson('GET /v1/Admin/not-confirmed-users-count', { signal });
    case 'claims':
      // The open claims: the queue the badge is for.
      return (
        await apiJson('POST /v1/Admin/paged-participant-claims', {
          body: { ...paging, status: 'open' },
          signal,
        })
      ).totalCount;
    case 'documents':
      return (await apiJson('POST /v1/Admin/paged-document-queue', { body: paging, signal })).totalCount;
    case 'notifications':
      // The unread ones: the inbox's badge.
      return apiJson('GET /v1/Admin/notification/unread', { signal });
    case 'feedback':
      // The new ones: what waits for an answer.
      return (await apiJson('POST /v1/Feedback/paged', { body: { ...paging, status: 'new' }, signal }))
        .totalCount;
    case 'news':
      return (await apiJson('POST /v1/News/paged', { body: paging, signal })).totalCount;
    case 'organizers':
      return (await apiJson('POST /v1/EventOrganizer/paged', { body: paging, signal })).totalCount;
    case 'channels':
      return (await apiJson('POST /v1/TelegramChannel/paged', { body: { ...paging, organizerId }, signal }))
        .totalCount;
    case 'disputes':
      // The open ones: what waits for a decision.
      return (
        await apiJson('POST /v1/ResultDispute/paged', {
          body: { ...paging, state: 'open', organizerId },
          signal,
        })
      ).totalCount;
    case 'mergeRequests':
      return (
        await apiJson('POST /v1/Admin/paged-merge-requests', { body: { ...paging, state: 'open' }, signal })
      ).totalCount;
    case 'analytics':
    case 'cleanups':
    case 'maintenance':
      return null;
    case 'configs':
      return (await apiJson('POST /v1/ProtocolConfig/paged', { body: { ...paging, organizerId }, signal }))
        .totalCount;
  }
};

export const getViewCountQueryOptions = (view: CabinetView, organizerId: number | null) =>
  queryOptions({
    queryKey: ['cabinet', view, 'count', organizerId] as const,
    queryFn: ({ signal }) => countOf(view, organizerId, signal),
    staleTime: 30_000,
  });

/** The counts of the views, in their order (undefined while loading or after a failure, null for a view without one). */
export const useViewCounts = (views: readonly CabinetView[], organizerId: number | null) =>
  useQueries({
    queries: views.map((view) => ({ ...getViewCountQueryOptions(view, organizerId), retry: false })),
    combine: (results) => results.map((result) => result.data),
  });
