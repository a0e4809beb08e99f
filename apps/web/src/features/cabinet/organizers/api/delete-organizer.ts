import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateOrganizers } from './keys';

/** DELETE /v1/EventOrganizer/delete?id (refused while events, protocols or clusters name it). */
export const deleteOrganizer = (id: number) =>
  apiBoolean('DELETE /v1/EventOrganizer/delete', { query: { id } });

export const useDeleteOrganizer = ({ onSuccess, ...config }: MutationConfig<typeof deleteOrganizer> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteOrganizer,
    onSuccess: async (...args) => {
      await invalidateOrganizers(queryClient);
      return onSuccess?.(...args);
    },
  });
};
