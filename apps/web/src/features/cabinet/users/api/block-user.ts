import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateUsers } from './keys';

/** GET /v1/Admin/block-user/{id}: blocks the account, or unblocks a blocked one; true when it is blocked now. */
export const blockUser = (id: number) => apiBoolean('GET /v1/Admin/block-user/{id}', { params: { id } });

export const useBlockUser = ({ onSuccess, ...config }: MutationConfig<typeof blockUser> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: blockUser,
    onSuccess: async (...args) => {
      await invalidateUsers(queryClient);
      return onSuccess?.(...args);
    },
  });
};
