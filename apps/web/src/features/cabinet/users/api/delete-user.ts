import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateUsers } from './keys';

/** DELETE /v1/Admin/user/{id}: deletes the account (its rider and results stay). */
export const deleteUser = (id: number) => apiBoolean('DELETE /v1/Admin/user/{id}', { params: { id } });

export const useDeleteUser = ({ onSuccess, ...config }: MutationConfig<typeof deleteUser> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteUser,
    onSuccess: async (...args) => {
      await invalidateUsers(queryClient);
      return onSuccess?.(...args);
    },
  });
};
