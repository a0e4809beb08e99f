import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CorrectionPreviewRequest, SaveCorrectionRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateAfterProtocolChange } from './keys';

/** POST /v1/Protocol/{id}/correction-preview (issue 38): the corrected file against the results now. */
export const previewCorrection = ({ id, ...body }: CorrectionPreviewRequest & { id: number }) =>
  apiJson('POST /v1/Protocol/{id}/correction-preview', { params: { id }, body });

export const usePreviewCorrection = (config: MutationConfig<typeof previewCorrection> = {}) =>
  useMutation({ ...config, mutationFn: previewCorrection });

/** POST /v1/Protocol/{id}/correction: the file becomes the protocol's next version, with its note. */
export const saveCorrection = ({ id, ...body }: SaveCorrectionRequest & { id: number }) =>
  apiJson('POST /v1/Protocol/{id}/correction', { params: { id }, body });

export const useSaveCorrection = ({ onSuccess, ...config }: MutationConfig<typeof saveCorrection> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveCorrection,
    onSuccess: async (...args) => {
      await invalidateAfterProtocolChange(queryClient);
      return onSuccess?.(...args);
    },
  });
};
