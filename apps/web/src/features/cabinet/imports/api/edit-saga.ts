import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditSagaRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateImports } from './keys';

/** POST /integration-api/Operator/edit-saga: a failed package's data corrected; it is queued again. */
export const editSaga = (body: EditSagaRequest) =>
  apiJson('POST /integration-api/Operator/edit-saga', { body });

export const useEditSaga = ({ onSuccess, ...config }: MutationConfig<typeof editSaga> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: editSaga,
    onSuccess: async (...args) => {
      await invalidateImports(queryClient);
      return onSuccess?.(...args);
    },
  });
};
