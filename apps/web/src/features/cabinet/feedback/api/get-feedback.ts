import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedFeedbackRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';

export type FeedbackListRequest = Pick<PagedFeedbackRequest, 'page' | 'size' | 'status'>;

/** POST /v1/Feedback/paged (administrators): the feedback, newest first, new or answered only. */
export const getFeedback = (request: FeedbackListRequest, signal?: AbortSignal) =>
  apiJson('POST /v1/Feedback/paged', { body: request, signal });

export const getFeedbackQueryOptions = (request: FeedbackListRequest) =>
  queryOptions({
    queryKey: ['cabinet', 'feedback', 'list', request] as const,
    queryFn: ({ signal }) => getFeedback(request, signal),
    placeholderData: keepPreviousData,
  });

export const useFeedback = (request: FeedbackListRequest, enabled = true) =>
  useQuery({ ...getFeedbackQueryOptions(request), enabled });
