import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JsonOf, mergeClubsRequestSchema } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateAfterCleanup } from './keys';

/** POST /v1/Club/merge (issue 19): the club `from` becomes a spelling of `to`; undone from the audit. */
export const mergeClubs = (body: JsonOf<typeof mergeClubsRequestSchema>) =>
  apiJson('POST /v1/Club/merge', { body });

export const useMergeClubs = ({ onSuccess, ...config }: MutationConfig<typeof mergeClubs> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: mergeClubs,
    onSuccess: async (...args) => {
      await invalidateAfterCleanup(queryClient);
      return onSuccess?.(...args);
    },
  });
};
