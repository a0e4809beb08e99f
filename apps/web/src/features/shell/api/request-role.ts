import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleRequestForm } from '@velo/contracts';
import { CURRENT_USER_KEY } from '@/hooks/use-current-user';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/AddRoleRequest from a signed-in user: another role, reviewed by an administrator. */
export const requestRole = (request: RoleRequestForm) =>
  apiJson('POST /v1/AddRoleRequest', { body: request });

/** The request's state shows on the current user (addRoleRequest): it is read again after sending. */
export const useRequestRole = (config: MutationConfig<typeof requestRole> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: requestRole,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      await config.onSuccess?.(...args);
    },
  });
};
