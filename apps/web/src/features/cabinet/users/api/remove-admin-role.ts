import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateUsers } from './keys';

/** DELETE /v1/Admin/admin-role/{id} (the default administrator keeps it). */
export const removeAdminRole = (id: number) =>
  apiBoolean('DELETE /v1/Admin/admin-role/{id}', { params: { id } });

export const useRemoveAdminRole = ({ onSuccess, ...config }: MutationConfig<typeof removeAdminRole> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: removeAdminRole,
    onSuccess: async (...args) => {
      await invalidateUsers(queryClient);
      return onSuccess?.(...args);
    },
  });
};
