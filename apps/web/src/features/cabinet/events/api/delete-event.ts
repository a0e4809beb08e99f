import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateEvents } from './keys';

/** DELETE /v1/Event/{id} (refused while protocols refer to it). */
export const deleteEvent = (id: number) => apiBoolean('DELETE /v1/Event/{id}', { params: { id } });

export const useDeleteEvent = ({ onSuccess, ...config }: MutationConfig<typeof deleteEvent> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteEvent,
    onSuccess: async (...args) => {
      await invalidateEvents(queryClient);
      return onSuccess?.(...args);
    },
  });
};
