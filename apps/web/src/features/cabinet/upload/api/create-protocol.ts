import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProtocolRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/Protocol/create: the protocol from the cached preview; the season is recalculated before the answer. */
export const createProtocol = (body: CreateProtocolRequest) => apiJson('POST /v1/Protocol/create', { body });

export const useCreateProtocol = ({ onSuccess, ...config }: MutationConfig<typeof createProtocol> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createProtocol,
    onSuccess: async (...args) => {
      // A new protocol: the cabinet's protocols and events, and every public page with results or
      // points, are read again when next shown. Nothing is read again now: the wizard leaves at once,
      // and waiting for its own lists (a thousand events) held the toast back.
      if (args[0].isSuccess) void queryClient.invalidateQueries({ refetchType: 'none' });
      return onSuccess?.(...args);
    },
  });
};
