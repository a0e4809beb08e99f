import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateClaims } from './keys';

/** POST /v1/Admin/participant-claims/{id}/approve: links the account to the rider; the user is told. */
export const approveClaim = (id: number) =>
  apiJson('POST /v1/Admin/participant-claims/{id}/approve', { params: { id } });

export const useApproveClaim = ({ onSuccess, ...config }: MutationConfig<typeof approveClaim> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: approveClaim,
    onSuccess: async (...args) => {
      await invalidateClaims(queryClient);
      return onSuccess?.(...args);
    },
  });
};
