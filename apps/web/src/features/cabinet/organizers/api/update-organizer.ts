import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateOrganizers } from './keys';

export type UpdateOrganizerInput = {
  id: number;
  name: string;
  description: string;
  needToDeleteLogo: boolean;
};

/** PUT /v1/EventOrganizer/update (multipart: id, name, description, needToDeleteLogo). */
export const updateOrganizer = (form: UpdateOrganizerInput) =>
  apiJson('PUT /v1/EventOrganizer/update', { form });

export const useUpdateOrganizer = ({ onSuccess, ...config }: MutationConfig<typeof updateOrganizer> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateOrganizer,
    onSuccess: async (...args) => {
      await invalidateOrganizers(queryClient);
      return onSuccess?.(...args);
    },
  });
};
