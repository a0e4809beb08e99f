import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateUsers } from './keys';

/** POST /v1/Admin/add-new-admin: a new administrator account and an invitation mail to set a password. */
export const addNewAdmin = (body: { firstName: string; lastName: string; email: string }) =>
  apiJson('POST /v1/Admin/add-new-admin', { body });

export const useAddNewAdmin = ({ onSuccess, ...config }: MutationConfig<typeof addNewAdmin> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: addNewAdmin,
    onSuccess: async (...args) => {
      await invalidateUsers(queryClient);
      return onSuccess?.(...args);
    },
  });
};
