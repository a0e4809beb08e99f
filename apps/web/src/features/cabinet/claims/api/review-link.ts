import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateClaims } from './keys';

/** POST /v1/Admin/unreviewed-links/{userId}/review: the link stays, marked reviewed. */
export const reviewLink = (userId: number) =>
  apiBoolean('POST /v1/Admin/unreviewed-links/{userId}/review', { params: { userId } });

export const useReviewLink = ({ onSuccess, ...config }: MutationConfig<typeof reviewLink> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: reviewLink,
    onSuccess: async (...args) => {
      await invalidateClaims(queryClient);
      return onSuccess?.(...args);
    },
  });
};
