import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MergeField } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/Admin/merge-requests/{id}/approve: the merge, with the fields taken from the other record. */
export const approveMergeRequest = ({ id, takeFromOther }: { id: number; takeFromOther: MergeField[] }) =>
  apiJson('POST /v1/Admin/merge-requests/{id}/approve', { params: { id }, body: { takeFromOther } });

/** POST /v1/Admin/merge-requests/{id}/decline: refused with the reason the rider reads. */
export const declineMergeRequest = ({ id, reason }: { id: number; reason: string }) =>
  apiJson('POST /v1/Admin/merge-requests/{id}/decline', { params: { id }, body: { reason } });

export const useApproveMergeRequest = ({
  onSuccess,
  ...config
}: MutationConfig<typeof approveMergeRequest> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: approveMergeRequest,
    onSuccess: async (...args) => {
      // Riders, results and standings change: everything reads again.
      await queryClient.invalidateQueries();
      return onSuccess?.(...args);
    },
  });
};

export const useDeclineMergeRequest = ({
  onSuccess,
  ...config
}: MutationConfig<typeof declineMergeRequest> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: declineMergeRequest,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['cabinet', 'mergeRequests'] });
      return onSuccess?.(...args);
    },
  });
};
