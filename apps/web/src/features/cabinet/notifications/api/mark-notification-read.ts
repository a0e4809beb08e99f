import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateCabinetSummary } from '../../kit/api/get-cabinet-summary';

/** PATCH /v1/Admin/notification/read?id: one notification read. */
export const markNotificationRead = (id: number) =>
  apiBoolean('PATCH /v1/Admin/notification/read', { query: { id } });

export const useMarkNotificationRead = ({
  onSuccess,
  ...config
}: MutationConfig<typeof markNotificationRead> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: markNotificationRead,
    onSuccess: async (...args) => {
      // The list and the unread badge.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cabinet', 'notifications'] }),
        invalidateCabinetSummary(queryClient),
      ]);
      return onSuccess?.(...args);
    },
  });
};
