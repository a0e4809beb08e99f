import type { Gender } from '@velo/contracts';
import { seasonOfEventDate } from './event-season.js';
import { isStarter } from './result-status.js';
import type { ParticipantDirectory } from './participant-directory.js';
import type { ParticipantId, StandingsInput, StandingsProtocol } from './types.js';

/** Only rating protocols of rating events count in any rating table. */
export const countsInRating = (
  protocol: Pick<StandingsProtocol, 'isRatingProtocol' | 'isRatingEvent'>,
): boolean => protocol.isRatingProtocol && protocol.isRatingEvent;

/** The season's counting protocols, optionally of one organizer. */
export const ratingProtocolsOfSeason = (input: StandingsInput, organizerId?: number): StandingsProtocol[] =>
  input.protocols.filter(
    (protocol) =>
      countsInRating(protocol) &&
      seasonOfEventDate(protocol.eventDate) === input.season &&
      (organizerId === undefined || protocol.organizerId === organizerId),
  );

/** A participant's starts (F, DNF, DSQ) in the counted protocols, each as points in hundredths. */
export type ParticipantStarts = {
  readonly gender: Gender;
  readonly starts: number[];
  /** With a tally carried from earlier race days: its first entry of `starts` stands for this many. */
  readonly carriedRaces?: number;
};

/**
 * Everyone who started one of the protocols, with the points of each start. DNS rows are not
 * starts. The gender is the participant's own, or the result row's when the participant is unknown.
 */
export const collectStarts = (
  protocols: readonly StandingsProtocol[],
  directory: ParticipantDirectory,
): Map<ParticipantId, ParticipantStarts> => {
  const byParticipant = new Map<ParticipantId, ParticipantStarts>();
  for (const protocol of protocols) {
    for (const result of protocol.results) {
      if (!isStarter(result)) continue;
      let entry = byParticipant.get(result.participantId);
      if (entry === undefined) {
        entry = { gender: directory.get(result.participantId)?.gender ?? result.gender, starts: [] };
        byParticipant.set(result.participantId, entry);
      }
      entry.starts.push(Math.round(result.points * 100));
    }
  }
  return byParticipant;
};
