import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MergeParticipantsRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/Admin/merge-participants: the other rider merges into this one (undone from the audit). */
export const mergeParticipants = (body: MergeParticipantsRequest) =>
  apiJson('POST /v1/Admin/merge-participants', { body });

export const useMergeParticipants = ({
  onSuccess,
  ...config
}: MutationConfig<typeof mergeParticipants> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: mergeParticipants,
    onSuccess: async (...args) => {
      // Results moved and a rider is gone: every list may show either.
      await queryClient.invalidateQueries();
      return onSuccess?.(...args);
    },
  });
};
