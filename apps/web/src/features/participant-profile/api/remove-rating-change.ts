import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** DELETE /v1/Admin/participant-rating-change/{id}: the correction goes, the season is recalculated. */
export const removeRatingChange = (id: number) =>
  apiJson('DELETE /v1/Admin/participant-rating-change/{id}', { params: { id } });

export const useRemoveRatingChange = ({
  onSuccess,
  ...config
}: MutationConfig<typeof removeRatingChange> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: removeRatingChange,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries();
      return onSuccess?.(...args);
    },
  });
};
