import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProtocolConfigInput } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateConfigs } from './keys';

/** POST /v1/ProtocolConfig (new) or PUT /v1/ProtocolConfig (with an id). */
export const saveConfig = ({ id, ...body }: ProtocolConfigInput & { id: number | null }) =>
  id === null
    ? apiJson('POST /v1/ProtocolConfig', { body })
    : apiJson('PUT /v1/ProtocolConfig', { body: { ...body, id } });

export const useSaveConfig = ({ onSuccess, ...config }: MutationConfig<typeof saveConfig> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveConfig,
    onSuccess: async (...args) => {
      await invalidateConfigs(queryClient);
      return onSuccess?.(...args);
    },
  });
};
