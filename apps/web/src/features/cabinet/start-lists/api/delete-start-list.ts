import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateEvents } from '../../events/api/keys';

/** DELETE /v1/StartList/{eventId}: the event no longer has a start list. */
export const deleteStartList = (eventId: number) =>
  apiBoolean('DELETE /v1/StartList/{eventId}', { params: { eventId } });

export const useDeleteStartList = ({ onSuccess, ...config }: MutationConfig<typeof deleteStartList> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteStartList,
    onSuccess: async (...args) => {
      await invalidateEvents(queryClient);
      return onSuccess?.(...args);
    },
  });
};
