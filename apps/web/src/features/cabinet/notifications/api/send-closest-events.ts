import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateBroadcasts } from './get-broadcast-runs';

/** PATCH /v1/Notification/send-closest-events-notification: the next 14 days' starts, by mail. */
export const sendClosestEvents = () => apiJson('PATCH /v1/Notification/send-closest-events-notification');

export const useSendClosestEvents = ({
  onSuccess,
  ...config
}: MutationConfig<typeof sendClosestEvents> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: sendClosestEvents,
    onSuccess: async (...args) => {
      await invalidateBroadcasts(queryClient);
      return onSuccess?.(...args);
    },
  });
};
