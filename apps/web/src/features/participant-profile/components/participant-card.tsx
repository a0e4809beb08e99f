import { Loader } from '@mantine/core';
import { IconQrcode, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ParticipantProfile } from '@velo/contracts';
import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { lazyOr } from '@/lib/lazy-or';
import { participantAuthHref, profileName } from '../lib/display';
import { PROFILE_TEXTS } from '../messages';
import classes from './participant-card.module.css';
import { QrUnavailable } from './qr-unavailable';

/** Who looks at the card: its owner (flips to the QR), a guest (goes to sign in), anyone else. */
export type CardViewer = 'owner' | 'guest' | 'other';

type ParticipantCardProps = {
  profile: ParticipantProfile;
  viewer: CardViewer;
  /** The photo to show (a stored file, or the cropped one while editing); null: none. */
  photoUrl: string | null;
  /** While editing the card stands still (the photo controls sit under it). */
  editing: boolean;
  flipped: boolean;
  onFlip: () => void;
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

// The QR side's code (with its call) loads once the owner turns the card; offline, without it,
// the back says so as a failed call does.
const QrFace = lazyOr(() => import('./qr-face').then((module) => module.QrFace), QrUnavailable);

/**
 * The participant card (part 2 §2.2): the photo on the front, the QR code on the back. The owner's
 * card turns on click; a guest's click goes to /auth/participant with the rider's names, and a rider
 * without an account invites to sign up. The favourite star sits on the corner, outside the clickable
 * card (hidden for administrators and on one's own card).
 */
export const ParticipantCard = ({
  profile,
  viewer,
  photoUrl,
  editing,
  flipped,
  onFlip,
}: ParticipantCardProps) => {
  const navigate = useNavigate();
  const name = profileName(profile);
  const canFlip = viewer === 'owner' && !editing;
  const showBack = canFlip && flipped;

  const front: ReactNode = (
    <div className={classes.face} aria-hidden={showBack || undefined}>
      {photoUrl ? (
        <img className={classes.photo} src={photoUrl} alt={`Фотография: ${name}`} />
      ) : (
        <span className={classes.placeholder} role="img" aria-label="Нет фотографии">
          <IconUser size={72} stroke={1.2} aria-hidden="true" />
        </span>
      )}
      {viewer === 'guest' ? (
        <span className={classes.register} aria-hidden="true">
          {PROFILE_TEXTS.register}
        </span>
      ) : null}
      {canFlip ? (
        <span className={classes.hint} aria-hidden="true">
          <IconQrcode size={14} /> QR-код
        </span>
      ) : null}
    </div>
  );
  const inner = (
    <span className={classes.inner}>
      {front}
      {canFlip ? (
        <div className={`${classes.face} ${classes.back}`} aria-hidden={!showBack || undefined}>
          {flipped ? (
            <Suspense fallback={<Loader size="sm" aria-label="Загрузка QR-кода" />}>
              <QrFace participantId={profile.id} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </span>
  );

  let card: ReactNode;
  if (canFlip) {
    card = (
      <button
        type="button"
        className={classes.card}
        data-flipped={showBack || undefined}
        aria-pressed={showBack}
        aria-label={showBack ? 'Показать фотографию' : 'Показать QR-код профиля'}
        onClick={onFlip}
      >
        {inner}
      </button>
    );
  } else if (viewer === 'guest' && !editing) {
    const href = participantAuthHref(profile);
    card = (
      <a
        href={href}
        className={classes.card}
        aria-label={`${PROFILE_TEXTS.register} — ${name}`}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          void navigate({ href });
        }}
      >
        {inner}
      </a>
    );
  } else {
    card = <div className={classes.card}>{inner}</div>;
  }

  return (
    <div className={classes.wrap}>
      {card}
      {editing ? null : (
        <span className={classes.star}>
          <FavouriteStar
            kind="participant"
            id={profile.id}
            active={profile.inCurrentUserFavorites}
            offered={profile.showFavoriteIcon}
            name={name}
            size="md"
          />
        </span>
      )}
    </div>
  );
};
