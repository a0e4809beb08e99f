import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePrivacyRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * POST /v1/Participant/privacy (issue 34): the owner hides or shows the profile; an administrator
 * does it on the rider's written request, with a note.
 */
export const changePrivacy = (body: ChangePrivacyRequest) =>
  apiJson('POST /v1/Participant/privacy', { body });

export const useChangePrivacy = ({ onSuccess, ...config }: MutationConfig<typeof changePrivacy> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: changePrivacy,
    onSuccess: async (...args) => {
      // The rider's name changes in every table, protocol and list: all of it reads again.
      await queryClient.invalidateQueries();
      return onSuccess?.(...args);
    },
  });
};
