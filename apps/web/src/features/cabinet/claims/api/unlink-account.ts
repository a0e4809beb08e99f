import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateClaims } from './keys';

/** POST /v1/Admin/unreviewed-links/{userId}/unlink: the account and the rider part; the user is told why. */
export const unlinkAccount = ({ userId, reason }: { userId: number; reason: string }) =>
  apiBoolean('POST /v1/Admin/unreviewed-links/{userId}/unlink', { params: { userId }, body: { reason } });

export const useUnlinkAccount = ({ onSuccess, ...config }: MutationConfig<typeof unlinkAccount> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: unlinkAccount,
    onSuccess: async (...args) => {
      await invalidateClaims(queryClient);
      return onSuccess?.(...args);
    },
  });
};
