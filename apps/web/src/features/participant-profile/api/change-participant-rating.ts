import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeParticipantRatingRequest } from '@velo/contracts';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/Admin/change-participant-rating: an administrator's correction of a season's points, with a reason. */
export const changeParticipantRating = (body: ChangeParticipantRatingRequest) =>
  apiJson('POST /v1/Admin/change-participant-rating', { body });

export const useChangeParticipantRating = ({
  onSuccess,
  ...config
}: MutationConfig<typeof changeParticipantRating> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: changeParticipantRating,
    onSuccess: async (...args) => {
      // The season is recalculated before the answer: the profile, the standings and every list
      // showing points read again.
      await queryClient.invalidateQueries();
      return onSuccess?.(...args);
    },
  });
};
