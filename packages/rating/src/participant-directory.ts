import type { ParticipantId, ParticipantInfo } from './types.js';

/**
 * Participants by id. The server asks for many tables of one season (national, every organizer,
 * every series) with the same participants array, so the index is built once per array.
 */
const directories = new WeakMap<readonly ParticipantInfo[], ReadonlyMap<ParticipantId, ParticipantInfo>>();

export const participantDirectory = (
  participants: readonly ParticipantInfo[],
): ReadonlyMap<ParticipantId, ParticipantInfo> => {
  let directory = directories.get(participants);
  if (directory === undefined) {
    directory = new Map(participants.map((participant) => [participant.id, participant]));
    directories.set(participants, directory);
  }
  return directory;
};
