import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateBroadcasts } from './get-broadcast-runs';

/** POST /v1/Notification/participants-year-results-email-notifications: each rider's season summary by mail. */
export const sendYearResults = (year: number) =>
  apiJson('POST /v1/Notification/participants-year-results-email-notifications', { body: { year } });

export const useSendYearResults = ({ onSuccess, ...config }: MutationConfig<typeof sendYearResults> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: sendYearResults,
    onSuccess: async (...args) => {
      await invalidateBroadcasts(queryClient);
      return onSuccess?.(...args);
    },
  });
};
