import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateUsers } from './keys';

/** POST /v1/Admin/add-admin-role/{id}. */
export const addAdminRole = (id: number) =>
  apiBoolean('POST /v1/Admin/add-admin-role/{id}', { params: { id } });

export const useAddAdminRole = ({ onSuccess, ...config }: MutationConfig<typeof addAdminRole> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: addAdminRole,
    onSuccess: async (...args) => {
      await invalidateUsers(queryClient);
      return onSuccess?.(...args);
    },
  });
};
