import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type MouseEvent } from 'react';
import { effectiveRoles, useCurrentUser } from '@/hooks/use-current-user';
import { useSession } from '@/hooks/use-session';
import { ApiError, apiBoolean } from '@/lib/api-client';
import { rememberUrl } from '@/lib/remembered-url';
import { toast } from '@/lib/toasts';
import classes from './favourite-star.module.css';

export type FavouriteKind = 'participant' | 'event';

/** Query keys whose answers carry favourite marks: refreshed after a toggle. */
export const FAVOURITE_MARKED_QUERIES = ['rating', 'results', 'protocol', 'events', 'home'] as const;

/** PATCH /v1/User/favorites-…: toggles the favourite; answers the new state. */
export const toggleFavourite = (kind: FavouriteKind, id: number) =>
  kind === 'participant'
    ? apiBoolean('PATCH /v1/User/favorites-participant', {
        query: { participantId: id },
        body: { participantId: id },
      })
    : apiBoolean('PATCH /v1/User/favorites-event', { query: { eventId: id }, body: { eventId: id } });

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
  const queryClient = useQueryClient();
  const [on, setOn] = useState(active);
  const [busy, setBusy] = useState(false);
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

  const toggle = async (event: MouseEvent) => {
    // The star sits inside clickable rows and cards: it must not open them.
    event.preventDefault();
    event.stopPropagation();
    if (!session) {
      rememberUrl(window.location.pathname + window.location.search);
      void navigate({ to: '/auth' });
      return;
    }
    if (busy) return;
    const previous = on;
    setOn(!previous);
    setBusy(true);
    try {
      const state = await toggleFavourite(kind, id);
      setOn(state);
      void queryClient.invalidateQueries({
        predicate: (query) => FAVOURITE_MARKED_QUERIES.includes(query.queryKey[0] as never),
      });
    } catch (error) {
      setOn(previous);
      if (!(error instanceof ApiError && [401, 403, 502].includes(error.status))) {
        toast.error(
          'Ошибка',
          (error instanceof ApiError && error.serverMessage) ||
            'Не удалось изменить избранное, попробуйте еще раз',
        );
      }
    } finally {
      setBusy(false);
    }
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
