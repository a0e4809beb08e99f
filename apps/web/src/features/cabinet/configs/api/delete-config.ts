import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateConfigs } from './keys';

/** DELETE /v1/ProtocolConfig/{id} (refused for the default and for a config in use). */
export const deleteConfig = (id: number) => apiBoolean('DELETE /v1/ProtocolConfig/{id}', { params: { id } });

export const useDeleteConfig = ({ onSuccess, ...config }: MutationConfig<typeof deleteConfig> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteConfig,
    onSuccess: async (...args) => {
      await invalidateConfigs(queryClient);
      return onSuccess?.(...args);
    },
  });
};
