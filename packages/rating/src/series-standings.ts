import { countedRacesLimit, sumOfBest } from './best-races.js';
import { participantDirectory } from './participant-directory.js';
import { rankStandings, type Tally } from './rank-standings.js';
import { collectStarts, ratingProtocolsOfSeason } from './season-starts.js';
import type {
  ParticipantInfo,
  SeriesCategory,
  StandingsInput,
  StandingsProtocol,
  StandingsRow,
} from './types.js';

/** Same gender (any for `all`) and age = season − birth year within minAge..maxAge; no birth year, no category. */
export const isInCategory = (
  participant: ParticipantInfo | undefined,
  category: SeriesCategory,
  season: number,
): boolean => {
  if (participant === undefined || participant.birthYear === null) return false;
  if (category.gender !== 'all' && category.gender !== participant.gender) return false;
  const age = season - participant.birthYear;
  return age >= category.minAge && age <= category.maxAge;
};

/** The config that rules a series: the one on its latest protocol of the season (the higher id on the same day). */
const latestProtocol = (protocols: readonly StandingsProtocol[]): StandingsProtocol | undefined =>
  protocols.reduce<StandingsProtocol | undefined>((latest, protocol) => {
    if (latest === undefined || protocol.eventDate > latest.eventDate) return protocol;
    if (protocol.eventDate === latest.eventDate && protocol.protocolId > latest.protocolId) return protocol;
    return latest;
  }, undefined);

/**
 * An organizer's final (series) rating of a season for one cluster age category: the
 * organizer's rating protocols, participants of the category only, the ruling config's
 * best-races rule, and 0-point rows hidden when the config says so.
 * `racesCount` is every series race the participant started, counted or not.
 */
export const seriesStandings = (
  input: StandingsInput,
  organizerId: number,
  category: SeriesCategory,
): StandingsRow[] => seriesStandingsOfCategories(input, organizerId, [category])[0]!;

/**
 * The series tables of several categories of one organizer (a cluster's), each as `seriesStandings`
 * gives it: the organizer's protocols and everyone's starts are gathered once for all of them.
 */
export const seriesStandingsOfCategories = (
  input: StandingsInput,
  organizerId: number,
  categories: readonly SeriesCategory[],
): StandingsRow[][] => {
  const protocols = ratingProtocolsOfSeason(input, organizerId);
  const ruling = latestProtocol(protocols);
  if (ruling === undefined) return categories.map(() => []);
  const limit = countedRacesLimit(ruling.config, protocols.length);
  const isHidingZero = ruling.config.hideParticipantsWithoutRatingInFinalRating;

  const directory = participantDirectory(input.participants);
  const starters = [...collectStarts(protocols, directory)];
  return categories.map((category) => {
    const tallies: Tally[] = [];
    for (const [participantId, { gender, starts }] of starters) {
      if (!isInCategory(directory.get(participantId), category, input.season)) continue;
      const cents = sumOfBest(starts, limit);
      if (isHidingZero && cents === 0) continue;
      tallies.push({ participantId, gender, cents, racesCount: starts.length });
    }
    return rankStandings(tallies, directory);
  });
};
