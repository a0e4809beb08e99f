import { useMutation } from '@tanstack/react-query';
import type { FeedbackRequest } from '@velo/contracts';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/Feedback (JSON): the footer's form, with the page it was sent from. */
export const sendFeedback = (body: FeedbackRequest) => apiBoolean('POST /v1/Feedback', { body });

export const useSendFeedback = (config: MutationConfig<typeof sendFeedback> = {}) =>
  useMutation({ ...config, mutationFn: sendFeedback });
