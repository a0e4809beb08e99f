import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStartListRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateEvents } from '../../events/api/keys';

/** POST /v1/StartList/create: the previewed file becomes the event's start list (replacing the old one). */
export const createStartList = (body: CreateStartListRequest) =>
  apiJson('POST /v1/StartList/create', { body });

export const useCreateStartList = ({ onSuccess, ...config }: MutationConfig<typeof createStartList> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createStartList,
    onSuccess: async (...args) => {
      await invalidateEvents(queryClient);
      return onSuccess?.(...args);
    },
  });
};
