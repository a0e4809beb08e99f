import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JsonOf } from '@velo/contracts/api';
import type { createClusterRequestSchema } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateClusters } from './keys';

export type CreateClusterBody = JsonOf<typeof createClusterRequestSchema>;

/** POST /v1/Cluster (JSON): the new cluster with its age categories. */
export const createCluster = (body: CreateClusterBody) => apiJson('POST /v1/Cluster', { body });

export const useCreateCluster = ({ onSuccess, ...config }: MutationConfig<typeof createCluster> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createCluster,
    onSuccess: async (...args) => {
      await invalidateClusters(queryClient);
      return onSuccess?.(...args);
    },
  });
};
