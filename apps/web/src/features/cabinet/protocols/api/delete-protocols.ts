import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiText } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateAfterProtocolChange } from './keys';

/**
 * DELETE /v1/Protocol/{id} for one, POST /v1/Protocol/batch-delete for several; the seasons are
 * recalculated before the answer, the server's sentence says what was done.
 */
export const deleteProtocols = (ids: number[]) =>
  ids.length === 1
    ? apiText('DELETE /v1/Protocol/{id}', { params: { id: ids[0]! } })
    : apiText('POST /v1/Protocol/batch-delete', { body: { protocolIds: ids } });

export const useDeleteProtocols = ({ onSuccess, ...config }: MutationConfig<typeof deleteProtocols> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteProtocols,
    onSuccess: async (...args) => {
      await invalidateAfterProtocolChange(queryClient);
      return onSuccess?.(...args);
    },
  });
};
