import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetDocumentStatusRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { patchCachedProfiles } from '../../api/keys';

/** POST /v1/Admin/set-participant-document-status; answers the documents as stored. */
export const setDocumentStatus = (request: SetDocumentStatusRequest) =>
  apiJson('POST /v1/Admin/set-participant-document-status', { body: request });

/** An administrator's decision; the cached profiles show the documents as stored at once. */
export const useSetDocumentStatus = ({
  onSuccess,
  ...config
}: MutationConfig<typeof setDocumentStatus> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: setDocumentStatus,
    onSuccess: (...args) => {
      const [documents, { participantId }] = args;
      patchCachedProfiles(queryClient, participantId, (profile) => ({ ...profile, documents }));
      return onSuccess?.(...args);
    },
  });
};
