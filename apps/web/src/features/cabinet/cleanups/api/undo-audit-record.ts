import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateAfterCleanup } from './keys';

/** POST /v1/Admin/audit/{id}/undo: the rows as they were (409 when they changed since). */
export const undoAuditRecord = (id: number) => apiJson('POST /v1/Admin/audit/{id}/undo', { params: { id } });

export const useUndoAuditRecord = ({ onSuccess, ...config }: MutationConfig<typeof undoAuditRecord> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: undoAuditRecord,
    onSuccess: async (...args) => {
      await invalidateAfterCleanup(queryClient);
      return onSuccess?.(...args);
    },
  });
};
