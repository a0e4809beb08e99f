import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateClusters } from './keys';

/** DELETE /v1/Cluster/{id} (refused while protocols refer to one of its age categories). */
export const deleteCluster = (id: number) => apiBoolean('DELETE /v1/Cluster/{id}', { params: { id } });

export const useDeleteCluster = ({ onSuccess, ...config }: MutationConfig<typeof deleteCluster> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteCluster,
    onSuccess: async (...args) => {
      await invalidateClusters(queryClient);
      return onSuccess?.(...args);
    },
  });
};
