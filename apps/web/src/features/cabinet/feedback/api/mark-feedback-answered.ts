import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateCabinetSummary } from '../../kit/api/get-cabinet-summary';

/** PATCH /v1/Feedback/{id}/answered (administrators): the message is answered. */
export const markFeedbackAnswered = (id: number) =>
  apiJson('PATCH /v1/Feedback/{id}/answered', { params: { id } });

export const useMarkFeedbackAnswered = ({
  onSuccess,
  ...config
}: MutationConfig<typeof markFeedbackAnswered> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: markFeedbackAnswered,
    onSuccess: async (...args) => {
      // The list and the tab's badge (the new ones).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cabinet', 'feedback'] }),
        invalidateCabinetSummary(queryClient),
      ]);
      return onSuccess?.(...args);
    },
  });
};
