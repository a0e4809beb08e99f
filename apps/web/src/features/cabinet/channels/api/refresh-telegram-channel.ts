import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** PATCH /v1/TelegramChannel/refresh/{id}: the title and member count read again from Telegram. */
export const refreshTelegramChannel = (id: number) =>
  apiJson('PATCH /v1/TelegramChannel/refresh/{id}', { params: { id } });

export const useRefreshTelegramChannel = ({
  onSuccess,
  ...config
}: MutationConfig<typeof refreshTelegramChannel> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: refreshTelegramChannel,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['cabinet', 'channels'] });
      return onSuccess?.(...args);
    },
  });
};
