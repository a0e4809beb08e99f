import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MakeOfficialRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateAfterProtocolChange } from './keys';

/** POST /v1/Protocol/{id}/make-official (issue 38): the results official before the window closes. */
export const makeOfficial = ({ id, ...body }: MakeOfficialRequest & { id: number }) =>
  apiJson('POST /v1/Protocol/{id}/make-official', { params: { id }, body });

export const useMakeOfficial = ({ onSuccess, ...config }: MutationConfig<typeof makeOfficial> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: makeOfficial,
    onSuccess: async (...args) => {
      await invalidateAfterProtocolChange(queryClient);
      return onSuccess?.(...args);
    },
  });
};
