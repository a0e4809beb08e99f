import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateBroadcasts } from './get-broadcast-runs';

/** PATCH /v1/Notification/send-closest-events-notifications-to-tg-subscribers: the same, by the bot. */
export const sendClosestEventsToMessenger = () =>
  apiJson('PATCH /v1/Notification/send-closest-events-notifications-to-tg-subscribers');

export const useSendClosestEventsToMessenger = ({
  onSuccess,
  ...config
}: MutationConfig<typeof sendClosestEventsToMessenger> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: sendClosestEventsToMessenger,
    onSuccess: async (...args) => {
      await invalidateBroadcasts(queryClient);
      return onSuccess?.(...args);
    },
  });
};
