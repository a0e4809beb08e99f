import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateUsers } from './keys';

/** POST /v1/Admin/reject-user: refuses the account with a reason (mailed to the user). */
export const rejectUser = (body: { userId: number; rejectReason: string }) =>
  apiBoolean('POST /v1/Admin/reject-user', { body });

export const useRejectUser = ({ onSuccess, ...config }: MutationConfig<typeof rejectUser> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: rejectUser,
    onSuccess: async (...args) => {
      await invalidateUsers(queryClient);
      return onSuccess?.(...args);
    },
  });
};
