import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useToggleFavourite, type FavouriteKind } from './api/toggle-favourite';
import { StarButton } from './star-button';

/**
 * A signed-in visitor's star: it flips at once, the toggle is sent, and it flips back if the call
 * fails. A click while the toggle is on its way flips it too, and is sent once that one has answered. `clicked`: the star was clicked before this code had come; the toggle is sent on arrival.
 */
export const StarToggle = ({
  kind,
  id,
  active,
  name,
  size,
  clicked,
}: {
  kind: FavouriteKind;
  id: number;
  active: boolean;
  name: string;
  size: 'sm' | 'md';
  clicked: boolean;
}) => {
  const toggleMutation = useToggleFavourite();
  const [on, setOn] = useState(active);
  // A fresh answer from the server (a refetch) wins over the local state.
  const [stored, setStored] = useState(active);
  if (stored !== active) {
    setStored(active);
    setOn(active);
  }

  // A click while the last toggle is on its way: the state the user wants once it has answered.
  const wanted = useRef<boolean | null>(null);

  const send = (previous: boolean) =>
    toggleMutation.mutate(
      { kind, id },
      {
        onSuccess: (state) => {
          const target = wanted.current;
          wanted.current = null;
          // Clicked again meanwhile: the star keeps what the user asked for, and it is sent.
          if (target !== null && target !== state) send(state);
          else setOn(state);
        },
        onError: (error) => {
          wanted.current = null;
          setOn(previous);
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

  const toggle = () => {
    const next = !on;
    setOn(next);
    if (toggleMutation.isPending) {
      wanted.current = next;
      return;
    }
    send(on);
  };

  const early = useRef(clicked);
  useEffect(() => {
    if (!early.current) return;
    early.current = false;
    toggle();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <StarButton on={on} name={name} size={size} onClick={toggle} />;
};
