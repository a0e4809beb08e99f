import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateResultDisputeRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * POST /v1/ResultDispute from a protocol's page (issue 38): a protest about the rider's own row, or
 * about their missing result, while the protocol is provisional.
 */
export const createProtest = (body: CreateResultDisputeRequest) =>
  apiJson('POST /v1/ResultDispute', { body });

export const useCreateProtest = (
  protocolId: number,
  { onSuccess, ...config }: MutationConfig<typeof createProtest> = {},
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createProtest,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['protocol', protocolId, 'protest-options'] });
      return onSuccess?.(...args);
    },
  });
};
