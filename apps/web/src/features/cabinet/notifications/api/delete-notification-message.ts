import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { notificationMessageKey } from './get-notification-message';

/** DELETE /v1/Notification/notification-message/{id}: the notification stays, without a message. */
export const deleteNotificationMessage = (id: number) =>
  apiBoolean('DELETE /v1/Notification/notification-message/{id}', { params: { id } });

export const useDeleteNotificationMessage = ({
  onSuccess,
  ...config
}: MutationConfig<typeof deleteNotificationMessage> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteNotificationMessage,
    onSuccess: async (...args) => {
      queryClient.removeQueries({ queryKey: notificationMessageKey(args[1]) });
      await queryClient.invalidateQueries({ queryKey: ['cabinet', 'notifications', 'list'] });
      return onSuccess?.(...args);
    },
  });
};
