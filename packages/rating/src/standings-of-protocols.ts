import { participantDirectory } from './participant-directory.js';
import { rankStandings, type Tally } from './rank-standings.js';
import { collectStarts } from './season-starts.js';
import type { StandingsInput, StandingsProtocol, StandingsRow } from './types.js';

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Sums every start of the given protocols into a ranked table (everyone who started is listed). */
export const standingsOfProtocols = (
  input: StandingsInput,
  protocols: readonly StandingsProtocol[],
): StandingsRow[] => {
  const directory = participantDirectory(input.participants);
  const tallies: Tally[] = [];
  for (const [participantId, { gender, starts }] of collectStarts(protocols, directory)) {
    tallies.push({ participantId, gender, cents: sum(starts), racesCount: starts.length });
  }
  return rankStandings(tallies, directory);
};
