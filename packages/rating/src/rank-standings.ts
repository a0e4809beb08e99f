import type { Gender } from '@velo/contracts';
import { centsToNumber } from './exact-decimal.js';
import type { ParticipantId, ParticipantInfo, StandingsRow } from './types.js';

/** A participant's total in one table, in hundredths so sums are exact. */
export type Tally = {
  readonly participantId: ParticipantId;
  readonly gender: Gender;
  readonly cents: number;
  readonly racesCount: number;
};

/** Same order as `a.localeCompare(b, 'ru')`, but a collator is much faster over 50,000 names. */
const russian = new Intl.Collator('ru');

/**
 * Orders a table and gives places: by rating, best first; equal ratings share a place and the
 * next skips (1, 2, 2, 4), over both genders (`place`) and within the gender (`genderPlace`).
 * Within a shared place: last name, then first name; the id settles namesakes so the order is total.
 */
export const rankStandings = (
  tallies: readonly Tally[],
  directory: ReadonlyMap<ParticipantId, ParticipantInfo>,
): StandingsRow[] => {
  const nameOf = (id: ParticipantId) => directory.get(id) ?? { lastName: '', firstName: '' };
  const ordered = [...tallies].sort((a, b) => {
    if (a.cents !== b.cents) return b.cents - a.cents;
    const nameA = nameOf(a.participantId);
    const nameB = nameOf(b.participantId);
    return (
      russian.compare(nameA.lastName, nameB.lastName) ||
      russian.compare(nameA.firstName, nameB.firstName) ||
      a.participantId - b.participantId
    );
  });

  const byGender: Record<Gender, { count: number; cents: number; place: number }> = {
    male: { count: 0, cents: NaN, place: 0 },
    female: { count: 0, cents: NaN, place: 0 },
  };
  let place = 0;
  return ordered.map((tally, index) => {
    if (index === 0 || ordered[index - 1]!.cents !== tally.cents) place = index + 1;
    const gender = byGender[tally.gender];
    gender.count += 1;
    if (gender.cents !== tally.cents) {
      gender.place = gender.count;
      gender.cents = tally.cents;
    }
    return {
      participantId: tally.participantId,
      gender: tally.gender,
      rating: centsToNumber(tally.cents),
      place,
      genderPlace: gender.place,
      racesCount: tally.racesCount,
    };
  });
};
