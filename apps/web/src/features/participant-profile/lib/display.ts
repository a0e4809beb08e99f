import { currentSeason } from '@velo/contracts/constants';
import type { ParticipantProfile } from '@velo/contracts';
import { formatPoints, plural } from '@/components/format-basics';

/**
 * Birth year with age (part 2 §2.2): 'year (age)', or '-' when the year is missing, not positive or
 * in the future. The age is the profile's (the chosen season minus the year of birth, as categories
 * count it), else the current one.
 */
export const birthYearText = (
  yearOfBirth: number | null,
  age: number | null,
  now: Date = new Date(),
): string => {
  if (yearOfBirth === null || !Number.isInteger(yearOfBirth)) return '-';
  // The year in Moscow, as the server that renders the page reads it.
  const thisYear = currentSeason(now);
  if (yearOfBirth <= 0 || yearOfBirth > thisYear) return '-';
  const shown = age ?? thisYear - yearOfBirth;
  return shown >= 0 ? `${yearOfBirth} (${shown})` : String(yearOfBirth);
};

/** A measure with its unit, or '-': '72 кг'. */
export const measureText = (value: number | null, unit: string): string =>
  value === null ? '-' : `${value} ${unit}`;

/** The Strava field as a link: an athlete number becomes the athlete's page; anything else no link. */
export const stravaUrl = (strava: string): string | null => {
  const value = strava.trim();
  if (/^\d+$/.test(value)) return `https://www.strava.com/athletes/${value}`;
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : null;
};

/** The name as the page heads it: last name, first name. */
export const profileName = (profile: Pick<ParticipantProfile, 'firstName' | 'lastName'>): string =>
  `${profile.lastName} ${profile.firstName}`.trim();

/** The transliterated name, when there is one: 'Ivanov Ivan'. */
export const transliteratedName = (
  profile: Pick<ParticipantProfile, 'firstNameTransliteration' | 'lastNameTransliteration'>,
): string => `${profile.lastNameTransliteration} ${profile.firstNameTransliteration}`.trim();

/** Where the gender place is counted: 'среди мужчин' / 'среди женщин'. */
export const genderPlaceLabel = (gender: ParticipantProfile['gender']): string =>
  gender === 'female' ? 'среди женщин' : gender === 'male' ? 'среди мужчин' : 'в своей группе';

/** dd/MM from a wire day (the season is the tab's): '2025-05-17' → '17/05'. */
export const dayMonth = (day: string): string => {
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[2]}/${match[1]}` : '';
};

/**
 * Where a guest's click on a rider's card leads (§2.2): the sign-up tab of /auth/participant with the
 * rider's names, whether or not the rider has an account (a profile does not tell it, issue 34).
 */
export const participantAuthHref = (profile: Pick<ParticipantProfile, 'firstName' | 'lastName'>): string =>
  `/auth/participant?${new URLSearchParams({
    firstName: profile.firstName,
    lastName: profile.lastName,
    mode: 'signUp',
  }).toString()}`;

/** Points with their word: '1 очко', '3 очка', '25 очков', '106,4 очка' (a fraction takes the genitive singular). */
export const pointsText = (points: number): string =>
  `${formatPoints(points)} ${Number.isInteger(points) ? plural(points, ['очко', 'очка', 'очков']) : 'очка'}`;
