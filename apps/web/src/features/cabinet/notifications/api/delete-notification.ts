import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateCabinetSummary } from '../../kit/api/get-cabinet-summary';

/** DELETE /v1/Admin/notification/{id}. */
export const deleteNotification = (id: number) =>
  apiBoolean('DELETE /v1/Admin/notification/{id}', { params: { id } });

export const useDeleteNotification = ({
  onSuccess,
  ...config
}: MutationConfig<typeof deleteNotification> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteNotification,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cabinet', 'notifications'] }),
        invalidateCabinetSummary(queryClient),
      ]);
      return onSuccess?.(...args);
    },
  });
};
