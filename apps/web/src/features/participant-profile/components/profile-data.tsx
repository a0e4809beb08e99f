import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ParticipantProfile } from '@velo/contracts';
import { clubKeyOf } from '@velo/contracts/constants';
import { Suspense } from 'react';
import { lazyOr } from '@/lib/lazy-or';
import { birthYearText, genderPlaceLabel, measureText, pointsText, stravaUrl } from '../lib/display';
import classes from '../participant-profile-page.module.css';

// The corrections of the points (issue 14) are few riders': their code loads with a profile that
// has some, as 'Поделиться' does with every profile (issue 42).
const RatingAdjustments = lazyOr(
  () => import('./rating-adjustments').then((module) => module.RatingAdjustments),
  () => null,
);

/** One line of the data card: a term and its value ('-' when there is none). */
const Row = ({ term, children }: { term: string; children: React.ReactNode }) => (
  <div className={classes.row}>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
);

const orDash = (value: string) => value.trim() || '-';

/** The club's name, a link to the club's page (issue 19) when it names a club. */
const ClubName = ({ club, year }: { club: string; year: number }) => {
  const key = clubKeyOf(club);
  return key ? (
    <Link to="/rating/clubs/$key" params={{ key }} search={{ year }} className={classes.wrapAnywhere}>
      {club.trim()}
    </Link>
  ) : (
    orDash(club)
  );
};

/**
 * The rider's data (part 2 §2.2): birth year with age, weight, height, UCI ID, Strava, club, and the
 * season's points with the overall and gender places; the points lead to the rating of that year.
 */
export const ProfileData = ({
  profile,
  isAdmin = false,
}: {
  profile: ParticipantProfile;
  isAdmin?: boolean;
}) => {
  const strava = stravaUrl(profile.strava);
  return (
    <dl className={classes.data} aria-label="Данные участника">
      <Row term="Год рождения">{birthYearText(profile.yearOfBirth, profile.age)}</Row>
      <Row term="Вес">{measureText(profile.weight, 'кг')}</Row>
      <Row term="Рост">{measureText(profile.height, 'см')}</Row>
      <Row term="UCI ID">{orDash(profile.uciId)}</Row>
      <Row term="Strava">
        {strava ? (
          <Anchor href={strava} target="_blank" rel="noopener noreferrer" className={classes.wrapAnywhere}>
            {profile.strava}
          </Anchor>
        ) : (
          orDash(profile.strava)
        )}
      </Row>
      <Row term="Клуб">
        <ClubName club={profile.club} year={profile.year} />
      </Row>
      <Row term={`Рейтинг ${profile.year}`}>
        <Link
          to="/rating/overview"
          search={{ year: profile.year }}
          className={classes.points}
          title={`Рейтинг ${profile.year} года`}
        >
          {pointsText(profile.rating)}
        </Link>
        {profile.place !== null ? (
          <span className={classes.places}>
            {profile.place} место в общем зачёте
            {profile.genderPlace !== null
              ? `, ${profile.genderPlace} ${genderPlaceLabel(profile.gender)}`
              : ''}
          </span>
        ) : (
          <span className={classes.places}>нет в рейтинге сезона</span>
        )}
      </Row>
      {profile.ratingAdjustments?.length ? (
        <Suspense fallback={null}>
          <RatingAdjustments adjustments={profile.ratingAdjustments} isAdmin={isAdmin} />
        </Suspense>
      ) : null}
    </dl>
  );
};
