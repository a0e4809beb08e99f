import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@/hooks/use-current-user';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { clearSession } from '@/lib/session';

/** DELETE /v1/User/delete-current: unlinks the account from the rider and deletes it (§2.1). */
export const deleteCurrentUser = () => apiBoolean('DELETE /v1/User/delete-current');

/**
 * Unlinking. The session ends with the account: it is dropped with the user's query, and every
 * answer read for that user is read again as a guest's.
 */
export const useDeleteCurrentUser = ({
  onSuccess,
  ...config
}: MutationConfig<typeof deleteCurrentUser> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteCurrentUser,
    onSuccess: async (...args) => {
      clearSession();
      queryClient.removeQueries({ queryKey: CURRENT_USER_KEY });
      await onSuccess?.(...args);
      await queryClient.invalidateQueries();
    },
  });
};
