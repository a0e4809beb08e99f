import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateConfigs } from './keys';

/** POST /v1/ProtocolConfig/clone/{id}: a copy, the organizer's own. */
export const cloneConfig = (id: number) => apiJson('POST /v1/ProtocolConfig/clone/{id}', { params: { id } });

export const useCloneConfig = ({ onSuccess, ...config }: MutationConfig<typeof cloneConfig> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: cloneConfig,
    onSuccess: async (...args) => {
      await invalidateConfigs(queryClient);
      return onSuccess?.(...args);
    },
  });
};
