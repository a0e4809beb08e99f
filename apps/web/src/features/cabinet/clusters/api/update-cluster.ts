import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JsonOf } from '@velo/contracts/api';
import type { updateClusterRequestSchema } from '@velo/contracts';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateClusters } from './keys';

export type UpdateClusterBody = JsonOf<typeof updateClusterRequestSchema>;

/**
 * PUT /v1/Cluster (JSON; answers the text true): the whole cluster again with its id; rows keep
 * their ids, rows left out are removed.
 */
export const updateCluster = (body: UpdateClusterBody) => apiBoolean('PUT /v1/Cluster', { body });

export const useUpdateCluster = ({ onSuccess, ...config }: MutationConfig<typeof updateCluster> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateCluster,
    onSuccess: async (...args) => {
      await invalidateClusters(queryClient);
      return onSuccess?.(...args);
    },
  });
};
