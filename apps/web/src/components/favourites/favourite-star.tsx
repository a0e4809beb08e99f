import { useNavigate } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';
import { effectiveRoles, useCurrentUser } from '@/hooks/use-current-user';
import { useSession } from '@/hooks/use-session';
import { rememberUrl } from '@/lib/remembered-url';
import type { FavouriteKind } from './api/toggle-favourite';
import { StarButton } from './star-button';

// The toggle's code (the write through useMutation, about 1 KB gzip) loads for a signed-in
// visitor only: a guest's star leads to sign in (issue 42, every public page's first load).
const StarSender = lazy(() => import('./star-sender').then((module) => ({ default: module.StarSender })));

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
 * it flips back if the call fails (star-sender.tsx); a click before that code has come flips it
 * and is sent when it comes.
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

  const hidden =
    !offered ||
    (user !== null &&
      (effectiveRoles(user).includes('Admin') || (kind === 'participant' && user.participantId === id)));
  if (hidden) return null;

  if (!session) {
    const signIn = () => {
      rememberUrl(window.location.pathname + window.location.search);
      void navigate({ to: '/auth' });
    };
    return <StarButton on={active} name={name} size={size} onClick={signIn} />;
  }
  return <SignedInStar kind={kind} id={id} active={active} name={name} size={size} />;
};

/**
 * One button from the first paint on: the write's code, when it comes, only listens (a button
 * replaced by another as it came lost a click made at that moment, between press and release).
 */
const SignedInStar = ({
  kind,
  id,
  active,
  name,
  size,
}: Required<Pick<FavouriteStarProps, 'kind' | 'id' | 'active' | 'name' | 'size'>>) => {
  const [shown, setShown] = useState(active);
  const [known, setKnown] = useState(active);
  const [pending, setPending] = useState(false);
  // A fresh answer from the server (a refetch) wins, unless the user has asked otherwise since
  // and that is not sent yet.
  const [stored, setStored] = useState(active);
  if (stored !== active) {
    setStored(active);
    setKnown(active);
    if (!pending && shown === known) setShown(active);
  }
  return (
    <>
      <StarButton on={shown} name={name} size={size} onClick={() => setShown(!shown)} />
      <Suspense fallback={null}>
        <StarSender
          kind={kind}
          id={id}
          shown={shown}
          known={known}
          onSending={() => setPending(true)}
          onAnswer={(state) => {
            setPending(false);
            setKnown(state);
          }}
          onFailure={() => {
            setPending(false);
            setShown(known);
          }}
        />
      </Suspense>
    </>
  );
};
