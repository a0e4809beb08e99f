import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateUsers } from './keys';

/** GET /v1/Admin/confirm-user/{userId}: confirms the account; an organizer is bound to an existing organizer, or to a new one named as the request says. */
export const confirmUser = ({ userId, eventOrganizerId }: { userId: number; eventOrganizerId?: number }) =>
  apiBoolean('GET /v1/Admin/confirm-user/{userId}', {
    params: { userId },
    query: eventOrganizerId ? { eventOrganizerId } : {},
  });

export const useConfirmUser = ({ onSuccess, ...config }: MutationConfig<typeof confirmUser> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: confirmUser,
    onSuccess: async (...args) => {
      await invalidateUsers(queryClient);
      return onSuccess?.(...args);
    },
  });
};
