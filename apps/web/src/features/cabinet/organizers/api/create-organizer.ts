import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateOrganizers } from './keys';

export type CreateOrganizerInput = { name: string; description: string; logo?: File | null };

/** POST /v1/EventOrganizer/create (multipart: name, description, the file logo). */
export const createOrganizer = ({ logo, ...fields }: CreateOrganizerInput) =>
  apiJson('POST /v1/EventOrganizer/create', { form: { ...fields, ...(logo ? { logo } : {}) } });

export const useCreateOrganizer = ({ onSuccess, ...config }: MutationConfig<typeof createOrganizer> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createOrganizer,
    onSuccess: async (...args) => {
      await invalidateOrganizers(queryClient);
      return onSuccess?.(...args);
    },
  });
};
