import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useToggleFavourite, type FavouriteKind } from './api/toggle-favourite';

/**
 * The write behind a signed-in visitor's star (favourite-star.tsx draws it): whenever the star
 * shows another state than the server's, it sends the toggle, one at a time, until they agree.
 * A click made while a toggle is on its way is so sent once that one has answered. It draws
 * nothing: the star's button stays the same element whether this code has come or not, so a
 * click is never lost to the button being replaced.
 */
export const StarSender = ({
  kind,
  id,
  shown,
  known,
  onSending,
  onAnswer,
  onFailure,
}: {
  kind: FavouriteKind;
  id: number;
  /** What the star shows: what the user wants. */
  shown: boolean;
  /** The server's state as last heard. */
  known: boolean;
  onSending: () => void;
  onAnswer: (state: boolean) => void;
  onFailure: () => void;
}) => {
  const toggleMutation = useToggleFavourite();
  const inFlight = useRef(false);
  // Each answer looks again, even one that leaves `known` as it was.
  const [answers, setAnswers] = useState(0);

  useEffect(() => {
    if (inFlight.current || shown === known) return;
    inFlight.current = true;
    onSending();
    toggleMutation.mutate(
      { kind, id },
      {
        onSuccess: (state) => {
          inFlight.current = false;
          setAnswers((count) => count + 1);
          onAnswer(state);
        },
        onError: (error) => {
          inFlight.current = false;
          onFailure();
          if (!(error instanceof ApiError && [401, 403, 502].includes(error.status))) {
            toast.error(
              'Ошибка',
              (error instanceof ApiError && error.serverMessage) ||
                'Не удалось изменить избранное, попробуйте еще раз',
            );
          }
        },
      },
    );
    // The callbacks are the star's setters; a new toggle is needed only when the states differ.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, known, answers]);

  return null;
};
