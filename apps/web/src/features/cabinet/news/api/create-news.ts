import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateNewsRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateNews } from './keys';

/** POST /v1/News (JSON). */
export const createNews = (body: CreateNewsRequest) => apiJson('POST /v1/News', { body });

export const useCreateNews = ({ onSuccess, ...config }: MutationConfig<typeof createNews> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createNews,
    onSuccess: async (...args) => {
      await invalidateNews(queryClient);
      return onSuccess?.(...args);
    },
  });
};
