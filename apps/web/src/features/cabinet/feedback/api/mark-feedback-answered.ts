import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

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
      await queryClient.invalidateQueries({ queryKey: ['cabinet', 'feedback'] });
      return onSuccess?.(...args);
    },
  });
};
