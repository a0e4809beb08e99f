import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTelegramChannelRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/TelegramChannel: a channel by its @username, t.me link or chat id, with its organizer. */
export const addTelegramChannel = (body: CreateTelegramChannelRequest) =>
  apiJson('POST /v1/TelegramChannel', { body });

export const useAddTelegramChannel = ({
  onSuccess,
  ...config
}: MutationConfig<typeof addTelegramChannel> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: addTelegramChannel,
    onSuccess: async (...args) => {
      // The list and the tab's count.
      await queryClient.invalidateQueries({ queryKey: ['cabinet', 'channels'] });
      return onSuccess?.(...args);
    },
  });
};
