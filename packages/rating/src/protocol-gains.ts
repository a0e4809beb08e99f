import type { Gender } from '@velo/contracts';
import { participantDirectory } from './participant-directory.js';
import { isStarter } from './result-status.js';
import { countsInRating } from './season-starts.js';
import type { ParticipantId, ParticipantInfo, StandingsProtocol } from './types.js';

/**
 * What each counting protocol of a season gave its starters (issue 38): the running national
 * standings, race day by race day, are these gains summed. The server keeps them from every
 * recalculation (packed), and a rider's place history walks them (season-walk.ts, place-history.ts).
 */

/** What one counting protocol added to one starter's season total. */
export type Gain = {
  readonly participantId: ParticipantId;
  /** The gender the standings rank the rider in (the profile's, else the row's). */
  readonly gender: Gender;
  /** Points in hundredths (0 for DNF and DSQ). */
  readonly cents: number;
};

/** A counting protocol's day and its starters' points. */
export type ProtocolGains = {
  readonly protocolId: number;
  /** `YYYY-MM-DD` */
  readonly day: string;
  readonly gains: readonly Gain[];
};

/**
 * The gains of the counting protocols among scored ones (rating protocols of rating events; DNS rows
 * are not starts), each starter's gender as the season's standings take it: what a recalculation
 * adds to the running standings, day by day.
 */
export const protocolGainsOf = (
  protocols: readonly (StandingsProtocol & Pick<StandingsProtocol, 'eventDate'>)[],
  participants: readonly ParticipantInfo[],
): ProtocolGains[] => {
  const directory = participantDirectory(participants);
  return protocols.filter(countsInRating).map((protocol) => ({
    protocolId: protocol.protocolId,
    day: protocol.eventDate,
    gains: protocol.results.filter(isStarter).map((result) => ({
      participantId: result.participantId,
      gender: directory.get(result.participantId)?.gender ?? result.gender,
      cents: Math.round(result.points * 100),
    })),
  }));
};

/**
 * A counting protocol's gains packed as the server keeps them (`rating_gains`): participant id and
 * points in hundredths as int32 pairs, the men first (`males` pairs), then the women. A season's walk
 * reads them in place, with no object per start.
 */
export type PackedProtocolGains = {
  readonly protocolId: number;
  /** `YYYY-MM-DD` */
  readonly day: string;
  readonly males: number;
  /** [participantId, cents, participantId, cents, …] */
  readonly pairs: Int32Array;
};

/** Packs a protocol's gains (the men first): what `rating_gains` stores and the walk reads. */
export const packProtocolGains = (protocol: ProtocolGains): PackedProtocolGains => {
  const pairs = new Int32Array(protocol.gains.length * 2);
  let at = 0;
  let males = 0;
  for (const gain of protocol.gains) {
    if (gain.gender !== 'male') continue;
    pairs[at++] = gain.participantId;
    pairs[at++] = gain.cents;
    males += 1;
  }
  for (const gain of protocol.gains) {
    if (gain.gender === 'male') continue;
    pairs[at++] = gain.participantId;
    pairs[at++] = gain.cents;
  }
  return { protocolId: protocol.protocolId, day: protocol.day, males, pairs };
};
