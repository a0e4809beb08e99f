import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateNewsRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateNews } from './keys';

/** PUT /v1/News (JSON): the whole news item again, with its id. */
export const updateNews = (body: UpdateNewsRequest) => apiJson('PUT /v1/News', { body });

export const useUpdateNews = ({ onSuccess, ...config }: MutationConfig<typeof updateNews> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateNews,
    onSuccess: async (...args) => {
      await invalidateNews(queryClient);
      return onSuccess?.(...args);
    },
  });
};
