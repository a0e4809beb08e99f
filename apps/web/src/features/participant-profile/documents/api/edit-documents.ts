import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParticipantDocuments } from '@velo/contracts';
import { ApiError, apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { toast } from '@/lib/toasts';
import { patchCachedProfiles } from '../../api/keys';
import { documentsDraftChanged, documentsDraftErrors, documentsRequest, type DocumentsDraft } from '../draft';
import { DOCUMENT_MESSAGES } from '../messages';

export type DocumentsEdit = { participantId: number; draft: DocumentsDraft };

/** POST /v1/Participant/edit-documents with only the documents that changed; answers them as stored. */
export const editDocuments = ({ participantId, draft }: DocumentsEdit) =>
  apiJson('POST /v1/Participant/edit-documents', { body: documentsRequest(participantId, draft) });

/** The owner's documents; the cached profiles show them as stored at once. */
export const useEditDocuments = ({ onSuccess, ...config }: MutationConfig<typeof editDocuments> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: editDocuments,
    onSuccess: (...args) => {
      const [documents, { participantId }] = args;
      patchCachedProfiles(queryClient, participantId, (profile) => ({ ...profile, documents }));
      return onSuccess?.(...args);
    },
  });
};

/**
 * Saving the owner's draft as the page's Save does it: nothing when nothing changed; the §5 rule
 * texts instead of a request when the draft breaks them; «Успешно!» / «Ваши документы успешно
 * загружены», or the server's Russian text. Answers the documents as stored, or null when nothing
 * was sent or the save failed: with `documentsDraftChanged(draft)` true, null means the page stays
 * in edit mode.
 */
export const useSaveDocumentsDraft = () => {
  const { mutateAsync } = useEditDocuments();
  return async (participantId: number, draft: DocumentsDraft): Promise<ParticipantDocuments | null> => {
    if (!documentsDraftChanged(draft)) return null;
    const errors = documentsDraftErrors(draft, null);
    if (errors.length > 0) {
      toast.error(DOCUMENT_MESSAGES.errorTitle, errors.join(', '));
      return null;
    }
    try {
      const documents = await mutateAsync({ participantId, draft });
      toast.success(DOCUMENT_MESSAGES.savedTitle, DOCUMENT_MESSAGES.savedDetail);
      return documents;
    } catch (error) {
      const detail = error instanceof ApiError ? error.serverMessage : null;
      toast.error(DOCUMENT_MESSAGES.errorTitle, detail ?? DOCUMENT_MESSAGES.unknownError);
      return null;
    }
  };
};
