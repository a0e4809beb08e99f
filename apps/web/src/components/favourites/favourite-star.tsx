import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type MouseEvent } from 'react';
import { effectiveRoles, useCurrentUser } from '@/hooks/use-current-user';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { rememberUrl } from '@/lib/remembered-url';
import { toast } from '@/lib/toasts';
import { useToggleFavourite, type FavouriteKind } from './api/toggle-favourite';
import classes from './favourite-star.module.css';

type FavouriteStarProps = {
  kind: FavouriteKind;
  id: number;
  /** The stored flag (inCurrentUserFavorites). */
  active: boolean;
  /** The server offers the star here (showFavoriteIcon). */
  offered?: boolean;
  /** Who or what, for the button's label: 'Иванов Иван'. */
  name: string;
  size?: 'sm' | 'md';
};

/**
 * The favourite star (spec part 1 §4, §6). Hidden for administrators and on the user's own rider.
 * A guest is sent to sign in. For a signed-in user the star flips at once, the toggle is sent, and
 * it flips back if the call fails.
 */
export const FavouriteStar = ({
  kind,
  id,
  active,
  offered = true,
  name,
  size = 'sm',
}: FavouriteStarProps) => {
  const session = useSession();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const toggleMutation = useToggleFavourite();
  const [on, setOn] = useState(active);
  // A fresh answer from the server (a refetch) wins over the local state.
  const [stored, setStored] = useState(active);
  if (stored !== active) {
    setStored(active);
    setOn(active);
  }

  const hidden =
    !offered ||
    (user !== null &&
      (effectiveRoles(user).includes('Admin') || (kind === 'participant' && user.participantId === id)));
  if (hidden) return null;

  const toggle = (event: MouseEvent) => {
    // The star sits inside clickable rows and cards: it must not open them.
    event.preventDefault();
    event.stopPropagation();
    if (!session) {
      rememberUrl(window.location.pathname + window.location.search);
      void navigate({ to: '/auth' });
      return;
    }
    if (toggleMutation.isPending) return;
    const previous = on;
    setOn(!previous);
    toggleMutation.mutate(
      { kind, id },
      {
        onSuccess: (state) => setOn(state),
        onError: (error) => {
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
  };

  const label = on ? `Убрать из избранного: ${name}` : `Добавить в избранное: ${name}`;
  return (
    <ActionIcon
      variant="subtle"
      color={on ? 'yellow' : 'gray'}
      size={size === 'sm' ? 28 : 34}
      radius="xl"
      aria-label={label}
      aria-pressed={on}
      title={label}
      onClick={toggle}
      className={classes.star}
      data-on={on || undefined}
    >
      {on ? (
        <IconStarFilled size={size === 'sm' ? 18 : 22} aria-hidden="true" />
      ) : (
        <IconStar size={size === 'sm' ? 18 : 22} aria-hidden="true" />
      )}
    </ActionIcon>
  );
};
