import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBoolean } from '@/lib/api-client';
import { carriesFavouriteMarks, type MutationConfig } from '@/lib/query-client';

export type FavouriteKind = 'participant' | 'event';
export type FavouriteToggle = { kind: FavouriteKind; id: number };

/** PATCH /v1/User/favorites-participant or favorites-event: toggles the favourite; answers the new state. */
export const toggleFavourite = ({ kind, id }: FavouriteToggle): Promise<boolean> =>
  kind === 'participant'
    ? apiBoolean('PATCH /v1/User/favorites-participant', {
        query: { participantId: id },
        body: { participantId: id },
      })
    : apiBoolean('PATCH /v1/User/favorites-event', { query: { eventId: id }, body: { eventId: id } });

/** The toggle; every query whose answer carries favourite marks (its meta says so) is read again. */
export const useToggleFavourite = ({ onSuccess, ...config }: MutationConfig<typeof toggleFavourite> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: toggleFavourite,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ predicate: carriesFavouriteMarks });
      return onSuccess?.(...args);
    },
  });
};
