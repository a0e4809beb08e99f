import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_CLAIM_KEY } from '@/hooks/use-current-claim';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type ClaimRequest = {
  participantId?: number;
  isNewRider?: boolean;
  comment: string;
  strava: string;
  photo?: File;
};

/** POST /v1/ParticipantClaim (multipart): the caller's claim of a rider, or «Меня нет в списке». */
export const createClaim = ({ participantId, isNewRider, comment, strava, photo }: ClaimRequest) =>
  apiJson('POST /v1/ParticipantClaim', {
    form: {
      ...(participantId !== undefined ? { participantId } : { isNewRider: isNewRider ?? true }),
      comment,
      strava,
      ...(photo ? { photo } : {}),
    },
    quiet: 'auth',
  });

export const useCreateClaim = ({ onSuccess, ...config }: MutationConfig<typeof createClaim> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createClaim,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: CURRENT_CLAIM_KEY });
      return onSuccess?.(...args);
    },
  });
};
