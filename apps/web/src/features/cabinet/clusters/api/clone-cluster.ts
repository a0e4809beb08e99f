import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateClusters } from './keys';

/** POST /v1/Cluster/clone/{id}: a copy with its age categories, named "Name (копия)". */
export const cloneCluster = (id: number) => apiJson('POST /v1/Cluster/clone/{id}', { params: { id } });

export const useCloneCluster = ({ onSuccess, ...config }: MutationConfig<typeof cloneCluster> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: cloneCluster,
    onSuccess: async (...args) => {
      await invalidateClusters(queryClient);
      return onSuccess?.(...args);
    },
  });
};
