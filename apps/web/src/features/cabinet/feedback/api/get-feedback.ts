import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  FEEDBACK_STATUSES,
  type Feedback,
  type FeedbackStatus,
  type PagedFeedbackRequest,
} from '@velo/contracts';
import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { apiJson } from '@/lib/api-client';
import { defineList } from '../../kit/list-definition';

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

/** The address's status filter (`type`), when it is one. */
export const feedbackStatusOf = (value: string | undefined): FeedbackStatus | null =>
  (FEEDBACK_STATUSES as readonly string[]).includes(value ?? '') ? (value as FeedbackStatus) : null;

/** The feedback view's list: the address's page and status. */
export const feedbackList = defineList<Feedback>({
  query: (search) =>
    getFeedbackQueryOptions({
      page: search.page ?? 1,
      size: search.size ?? DEFAULT_PAGE_SIZE,
      status: feedbackStatusOf(search.type),
    }),
});
