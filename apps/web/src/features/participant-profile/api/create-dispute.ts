import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateResultDisputeRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { profileKeys } from './keys';

/** POST /v1/ResultDispute (issue 34): 'Это не мой результат' or 'Ошибка в результате', with a comment. */
export const createDispute = (body: CreateResultDisputeRequest) =>
  apiJson('POST /v1/ResultDispute', { body });

export const useCreateDispute = (
  participantId: number,
  { onSuccess, ...config }: MutationConfig<typeof createDispute> = {},
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createDispute,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: [...profileKeys.rider(participantId), 'disputes'] });
      return onSuccess?.(...args);
    },
  });
};
