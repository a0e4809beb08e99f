import { ratingProtocolsOfSeason } from './season-starts.js';
import { standingsOfProtocols } from './standings-of-protocols.js';
import type { Tally } from './rank-standings.js';
import type { StandingsInput, StandingsRow } from './types.js';

/**
 * The national rating of a season: the sum of each participant's points in rating protocols of
 * rating events dated in the season, plus the administrators' corrections of the season; everyone
 * who started one is listed, 0 points too, and everyone with a correction.
 */
export const nationalStandings = (input: StandingsInput, carried: readonly Tally[] = []): StandingsRow[] =>
  standingsOfProtocols(input, ratingProtocolsOfSeason(input), input.adjustments ?? [], carried);
