import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetDocumentStatusRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateCabinetSummary } from '../../kit/api/get-cabinet-summary';

/** POST /v1/Admin/set-participant-document-status: approve or reject a rider's documents (the rider is told). */
export const setDocumentStatus = (body: SetDocumentStatusRequest) =>
  apiJson('POST /v1/Admin/set-participant-document-status', { body });

export const useSetDocumentStatus = ({
  onSuccess,
  ...config
}: MutationConfig<typeof setDocumentStatus> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: setDocumentStatus,
    onSuccess: async (...args) => {
      await Promise.all([
        // The queue and its count, and the rider's page (features/participant-profile's keys).
        queryClient.invalidateQueries({ queryKey: ['cabinet', 'documents'] }),
        invalidateCabinetSummary(queryClient),
        queryClient.invalidateQueries({ queryKey: ['participant-profile', args[1].participantId] }),
      ]);
      return onSuccess?.(...args);
    },
  });
};
