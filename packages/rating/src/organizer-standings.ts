import { ratingProtocolsOfSeason } from './season-starts.js';
import { standingsOfProtocols } from './standings-of-protocols.js';
import type { StandingsInput, StandingsRow } from './types.js';

/** An organizer's rating of a season: the national table counting only that organizer's rating protocols. */
export const organizerStandings = (input: StandingsInput, organizerId: number): StandingsRow[] =>
  standingsOfProtocols(input, ratingProtocolsOfSeason(input, organizerId));
