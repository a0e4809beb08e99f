import { seasonOfEventDate } from './event-season.js';
import { nationalStandings } from './national-standings.js';
import { participantDirectory } from './participant-directory.js';
import { isStarter } from './result-status.js';
import { scoreProtocol } from './score-protocol.js';
import { createSeasonRatingTracker } from './season-top-hundred.js';
import { TOP_PLACES_FOR_REPRESENTATION } from './rating-constants.js';
import type { Gender } from '@velo/contracts';
import { collectStarts, countsInRating } from './season-starts.js';
import type { Tally } from './rank-standings.js';
import type {
  ParticipantId,
  ParticipantInfo,
  ProtocolInput,
  RatingAdjustment,
  ScoredProtocol,
  StandingsRow,
  Top100ByGender,
} from './types.js';

export type SeasonInput = {
  readonly season: number;
  /** Every protocol of the season (rating or not), in any order. */
  readonly protocols: readonly ProtocolInput[];
  readonly participants: readonly ParticipantInfo[];
  /** Administrators' corrections of the season's points: in the final table, not in Q. */
  readonly adjustments?: readonly RatingAdjustment[];
  /**
   * Recalculates from a race day on (an incremental recalculation): `protocols` are then only those
   * dated `day` or later, and `carried` is what every earlier counting protocol gave each participant
   * (`carriedTallies` of them). Days before `day` cannot change, since a protocol's Q reads only
   * earlier days; the answer's protocols are those from `day` on, its standings the whole season's.
   */
  readonly from?: { readonly day: string; readonly carried: readonly Tally[] };
  /**
   * Write each row's formula text (`ScoredResult.formula`); on by default. A recalculation that
   * stores the parts leaves them out: building 180,000 texts a season was a quarter of its scoring.
   */
  readonly formulas?: boolean;
};

export type SeasonScores = {
  readonly season: number;
  /** Every protocol with its points, by event date, then protocol id. */
  readonly protocols: readonly ScoredProtocol[];
  /** The national rating of the season after its last day. */
  readonly standings: readonly StandingsRow[];
};

type Dated = Pick<ProtocolInput, 'eventDate' | 'protocolId'>;

const byEventDateThenId = (a: Dated, b: Dated): number =>
  a.eventDate < b.eventDate ? -1 : a.eventDate > b.eventDate ? 1 : a.protocolId - b.protocolId;

/**
 * Scores a whole season in one pass (rating.md "Q, representation"): a day at a time, the
 * standings at the start of the day give each gender's top 100, every protocol of the day is
 * scored against them, and only then are the day's points of rating protocols added. So a race
 * on the same day or later never counts for Q, and the order the protocols are handed in does
 * not matter. Cost: a sort of the protocols plus O(log 100) per result.
 *
 * Protocols that are not rating protocols (or whose event is not a rating event) are scored the
 * same way, so their details page can show points, but never count in any standings.
 */
export const recalculateSeason = ({
  season,
  protocols,
  participants,
  adjustments = [],
  from,
  formulas = true,
}: SeasonInput): SeasonScores => {
  const outOfSeason = protocols.find((protocol) => seasonOfEventDate(protocol.eventDate) !== season);
  if (outOfSeason !== undefined) {
    throw new RangeError(
      `Protocol ${outOfSeason.protocolId} (${outOfSeason.eventDate}) is not of season ${season}`,
    );
  }

  const early = from && protocols.find((protocol) => protocol.eventDate < from.day);
  if (early) {
    throw new RangeError(`Protocol ${early.protocolId} (${early.eventDate}) is before ${from!.day}`);
  }

  const directory = participantDirectory(participants);
  const tracker = createSeasonRatingTracker();
  for (const tally of from?.carried ?? []) tracker.add(tally.participantId, tally.gender, tally.cents);
  const ordered = [...protocols].sort(byEventDateThenId);
  const scored: ScoredProtocol[] = [];

  for (let dayStart = 0; dayStart < ordered.length;) {
    const day = ordered[dayStart]!.eventDate;
    let dayEnd = dayStart;
    while (dayEnd < ordered.length && ordered[dayEnd]!.eventDate === day) dayEnd += 1;

    const top100 = tracker.top100();
    const dayScores = ordered
      .slice(dayStart, dayEnd)
      .map((protocol) => scoreProtocol(protocol, top100, { formulas }));

    for (const protocol of dayScores) {
      if (!countsInRating(protocol)) continue;
      for (const result of protocol.results) {
        if (!isStarter(result)) continue;
        const gender = directory.get(result.participantId)?.gender ?? result.gender;
        tracker.add(result.participantId, gender, Math.round(result.points * 100));
      }
    }
    scored.push(...dayScores);
    dayStart = dayEnd;
  }

  return {
    season,
    protocols: scored,
    standings: nationalStandings({ season, protocols: scored, participants, adjustments }, from?.carried),
  };
};

/**
 * What a season's counting protocols gave each participant, in hundredths, with the number of starts:
 * the `carried` of an incremental recalculation, from the protocols before its first day. The gender
 * is the participant's own, or their first start's row's when unknown (as the full walk takes it).
 */
export const carriedTallies = (
  protocols: readonly ScoredProtocol[],
  participants: readonly ParticipantInfo[],
): Tally[] => {
  const ordered = protocols.filter(countsInRating).sort(byEventDateThenId);
  const starts = collectStarts(ordered, participantDirectory(participants));
  return [...starts].map(([participantId, { gender, starts: cents }]) => ({
    participantId,
    gender,
    cents: cents.reduce((total, value) => total + value, 0),
    racesCount: cents.length,
  }));
};

/**
 * Each gender's top 100 of the standings these tallies make (what the counting protocols before a race
 * day gave each participant): the `top100` the day-by-day walk would score that day's protocols with.
 * A protocol scored alone against it (`scoreProtocol`) gets the points a recalculation would give it,
 * which is how a corrected upload's preview shows the points after the correction (issue 38).
 */
export const top100OfTallies = (tallies: readonly Tally[]): Top100ByGender => {
  const tracker = createSeasonRatingTracker();
  for (const tally of tallies) tracker.add(tally.participantId, tally.gender, tally.cents);
  return tracker.top100();
};

/**
 * A stored checkpoint's tallies, each gender's riders at or above its 100th best total (ties
 * included; every rider of a gender with fewer than 100), and every tally by rider: built once per
 * tallies array (a server keeps the checkpoint it read last as one array).
 */
type CarriedLeaders = { leaders: readonly Tally[]; byParticipant: ReadonlyMap<ParticipantId, Tally> };

const carriedLeaders = new WeakMap<readonly Tally[], CarriedLeaders>();

const leadersOf = (carried: readonly Tally[]): CarriedLeaders => {
  let known = carried.length > 0 ? carriedLeaders.get(carried) : undefined;
  if (known !== undefined) return known;
  const threshold = (gender: Gender) => {
    const cents = carried.filter((tally) => tally.gender === gender).map((tally) => tally.cents);
    if (cents.length < TOP_PLACES_FOR_REPRESENTATION) return -Infinity;
    return cents.sort((a, b) => b - a)[TOP_PLACES_FOR_REPRESENTATION - 1]!;
  };
  const male = threshold('male');
  const female = threshold('female');
  known = {
    leaders: carried.filter((tally) => tally.cents >= (tally.gender === 'male' ? male : female)),
    byParticipant: new Map(carried.map((tally) => [tally.participantId, tally])),
  };
  if (carried.length > 0) carriedLeaders.set(carried, known);
  return known;
};

/**
 * `top100OfTallies` of `carried` (a stored checkpoint's tallies) with `later` added (what the days
 * between the checkpoint and the race day gave; a rider keeps the gender carried), without walking
 * every carried rider each time: when nobody's total falls, a rider below their gender's 100th best
 * in `carried` stays below it, so only the carried leaders and the riders of `later` can be in the
 * top 100. A corrected protocol's preview and save ask this for the season's last week (issue 38).
 */
export const top100OfTalliesAfter = (carried: readonly Tally[], later: readonly Tally[]): Top100ByGender => {
  if (later.some((tally) => tally.cents < 0)) {
    const byParticipant = new Map(carried.map((tally) => [tally.participantId, tally]));
    for (const tally of later) {
      const known = byParticipant.get(tally.participantId);
      byParticipant.set(tally.participantId, known ? { ...known, cents: known.cents + tally.cents } : tally);
    }
    return top100OfTallies([...byParticipant.values()]);
  }
  const { leaders, byParticipant } = leadersOf(carried);
  const tracker = createSeasonRatingTracker();
  const added = new Set<ParticipantId>();
  for (const tally of leaders) {
    tracker.add(tally.participantId, tally.gender, tally.cents);
    added.add(tally.participantId);
  }
  for (const tally of later) {
    const known = byParticipant.get(tally.participantId);
    if (known !== undefined && !added.has(tally.participantId)) {
      tracker.add(known.participantId, known.gender, known.cents);
      added.add(known.participantId);
    }
    tracker.add(tally.participantId, known?.gender ?? tally.gender, tally.cents);
  }
  return tracker.top100();
};
