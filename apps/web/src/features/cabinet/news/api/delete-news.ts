import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateNews } from './keys';

/** DELETE /v1/News/{id}. */
export const deleteNews = (id: number) => apiBoolean('DELETE /v1/News/{id}', { params: { id } });

export const useDeleteNews = ({ onSuccess, ...config }: MutationConfig<typeof deleteNews> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteNews,
    onSuccess: async (...args) => {
      await invalidateNews(queryClient);
      return onSuccess?.(...args);
    },
  });
};
