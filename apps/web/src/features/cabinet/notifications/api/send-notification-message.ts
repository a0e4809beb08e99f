import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { notificationMessageKey } from './get-notification-message';

/**
 * PATCH /v1/Notification/send-notification-message?notificationMessageId: by mail and the bot;
 * `resend` sends a message that went out already once more.
 */
export const sendNotificationMessage = ({ id, resend }: { id: number; resend: boolean }) =>
  apiJson('PATCH /v1/Notification/send-notification-message', {
    query: { notificationMessageId: id, ...(resend ? { resend: true } : {}) },
  });

export const useSendNotificationMessage = ({
  onSuccess,
  ...config
}: MutationConfig<typeof sendNotificationMessage> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: sendNotificationMessage,
    onSuccess: async (...args) => {
      const message = args[0].notificationMessage;
      queryClient.setQueryData(notificationMessageKey(message.id), message);
      await queryClient.invalidateQueries({ queryKey: ['cabinet', 'notifications', 'list'] });
      return onSuccess?.(...args);
    },
  });
};
