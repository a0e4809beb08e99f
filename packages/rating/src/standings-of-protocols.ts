import { participantDirectory } from './participant-directory.js';
import { rankStandings, type Tally } from './rank-standings.js';
import { collectStarts } from './season-starts.js';
import type { RatingAdjustment, StandingsInput, StandingsProtocol, StandingsRow } from './types.js';

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * Sums every start of the given protocols into a ranked table (everyone who started is listed).
 * Corrections add to their participant's sum; a participant with a correction and no start is
 * listed too (with no races), when the directory knows them (their gender places them).
 */
export const standingsOfProtocols = (
  input: StandingsInput,
  protocols: readonly StandingsProtocol[],
  adjustments: readonly RatingAdjustment[] = [],
  carried: readonly Tally[] = [],
): StandingsRow[] => {
  const directory = participantDirectory(input.participants);
  const starts = collectStarts(protocols, directory);
  // Starts carried from race days not recalculated (recalculateSeason's `from`): before this table's own.
  for (const tally of carried) {
    const own = starts.get(tally.participantId);
    starts.set(tally.participantId, {
      gender: tally.gender,
      starts: [tally.cents, ...(own?.starts ?? [])],
      carriedRaces: tally.racesCount,
    });
  }
  const corrections = new Map<number, number>();
  for (const { participantId, points } of adjustments) {
    corrections.set(participantId, (corrections.get(participantId) ?? 0) + Math.round(points * 100));
  }
  const tallies: Tally[] = [];
  for (const [participantId, { gender, starts: cents, carriedRaces }] of starts) {
    const correction = corrections.get(participantId) ?? 0;
    // A carried tally is one entry of `cents` standing for `carriedRaces` starts.
    const racesCount = carriedRaces === undefined ? cents.length : cents.length - 1 + carriedRaces;
    tallies.push({ participantId, gender, cents: sum(cents) + correction, racesCount });
  }
  for (const [participantId, cents] of corrections) {
    if (starts.has(participantId)) continue;
    const participant = directory.get(participantId);
    if (participant) tallies.push({ participantId, gender: participant.gender, cents, racesCount: 0 });
  }
  return rankStandings(tallies, directory);
};
