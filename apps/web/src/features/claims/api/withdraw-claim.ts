import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_CLAIM_KEY } from '@/hooks/use-current-claim';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** DELETE /v1/ParticipantClaim/{id}: the author withdraws their open claim. */
export const withdrawClaim = (id: number) =>
  apiJson('DELETE /v1/ParticipantClaim/{id}', { params: { id }, quiet: 'auth' });

export const useWithdrawClaim = ({ onSuccess, ...config }: MutationConfig<typeof withdrawClaim> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: withdrawClaim,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: CURRENT_CLAIM_KEY });
      return onSuccess?.(...args);
    },
  });
};
