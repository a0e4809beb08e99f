import type { Gender } from '@velo/contracts';
import { centsToNumber } from './exact-decimal.js';
import type { ParticipantDirectory } from './participant-directory.js';
import type { ParticipantId, StandingsRow } from './types.js';

/** A participant's total in one table, in hundredths so sums are exact. */
export type Tally = {
  readonly participantId: ParticipantId;
  readonly gender: Gender;
  readonly cents: number;
  readonly racesCount: number;
};

/**
 * Orders a table and gives places: by rating, best first; equal ratings share a place and the
 * next skips (1, 2, 2, 4), over both genders (`place`) and within the gender (`genderPlace`).
 * Within a shared place: last name, then first name; the id settles namesakes so the order is total.
 */
export const rankStandings = (tallies: readonly Tally[], directory: ParticipantDirectory): StandingsRow[] => {
  const ordered = tallies
    .map((tally) => ({ tally, nameRank: directory.nameRank(tally.participantId) }))
    .sort(
      (a, b) =>
        b.tally.cents - a.tally.cents ||
        a.nameRank - b.nameRank ||
        a.tally.participantId - b.tally.participantId,
    )
    .map(({ tally }) => tally);

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
