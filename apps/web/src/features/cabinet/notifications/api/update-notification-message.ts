import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { notificationMessageKey } from './get-notification-message';

/** PUT /v1/Notification/notification-message (multipart: id, text). */
export const updateNotificationMessage = (form: { id: number; text: string }) =>
  apiJson('PUT /v1/Notification/notification-message', { form });

export const useUpdateNotificationMessage = ({
  onSuccess,
  ...config
}: MutationConfig<typeof updateNotificationMessage> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateNotificationMessage,
    onSuccess: async (...args) => {
      queryClient.setQueryData(notificationMessageKey(args[0].id), args[0]);
      // The inbox shows each notification's message.
      await queryClient.invalidateQueries({ queryKey: ['cabinet', 'notifications', 'list'] });
      return onSuccess?.(...args);
    },
  });
};
