import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMergeRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { profileKeys } from './keys';

/** POST /v1/MergeRequest (issue 34): 'Это тоже я': the administrators review the merge. */
export const createMergeRequest = (body: CreateMergeRequest) => apiJson('POST /v1/MergeRequest', { body });

export const useCreateMergeRequest = ({
  onSuccess,
  ...config
}: MutationConfig<typeof createMergeRequest> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createMergeRequest,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({
        queryKey: [...profileKeys.rider(args[1].participantId), 'duplicates'],
      });
      return onSuccess?.(...args);
    },
  });
};
