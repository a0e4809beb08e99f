import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateAfterProtocolChange } from './keys';

export type ProtocolChange = {
  id: number;
  name: string;
  isRatingProtocol: boolean;
  configId: number;
  clusterAgeCategoryId: number;
};

/** PUT /v1/Protocol (multipart): name, rating flag, config and category; the season is recalculated before the answer. */
export const updateProtocol = (change: ProtocolChange) =>
  apiBoolean('PUT /v1/Protocol', {
    form: {
      id: change.id,
      name: change.name,
      isRatingProtocol: change.isRatingProtocol ? 'true' : 'false',
      configId: change.configId,
      clusterAgeCategoryId: change.clusterAgeCategoryId,
      needToRecalculateRatings: 'true',
    },
  });

export const useUpdateProtocol = ({ onSuccess, ...config }: MutationConfig<typeof updateProtocol> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateProtocol,
    onSuccess: async (...args) => {
      await invalidateAfterProtocolChange(queryClient);
      return onSuccess?.(...args);
    },
  });
};
