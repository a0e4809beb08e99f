import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateOrganizers } from './keys';

/** POST /v1/EventOrganizer/update-picture (multipart: id, the file logo). */
export const updateOrganizerPicture = ({ id, logo }: { id: number; logo: File }) =>
  apiJson('POST /v1/EventOrganizer/update-picture', { form: { id, logo } });

export const useUpdateOrganizerPicture = ({
  onSuccess,
  ...config
}: MutationConfig<typeof updateOrganizerPicture> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateOrganizerPicture,
    onSuccess: async (...args) => {
      await invalidateOrganizers(queryClient);
      return onSuccess?.(...args);
    },
  });
};
