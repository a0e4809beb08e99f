import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateClaims } from './keys';

/** POST /v1/Admin/participant-claims/{id}/reject: with the reason the user is told. */
export const rejectClaim = ({ id, reason }: { id: number; reason: string }) =>
  apiJson('POST /v1/Admin/participant-claims/{id}/reject', { params: { id }, body: { reason } });

export const useRejectClaim = ({ onSuccess, ...config }: MutationConfig<typeof rejectClaim> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: rejectClaim,
    onSuccess: async (...args) => {
      await invalidateClaims(queryClient);
      return onSuccess?.(...args);
    },
  });
};
