import { DISCIPLINE_FAMILIES, type DisciplineFamily } from '@velo/contracts/constants';
import type { SkillParameters } from './parameters.js';
import { rateBradleyTerryPart } from './bradley-terry-part.js';
import { ratePlackettLuce, type Belief } from './plackett-luce.js';
import { sigmaAfterTimeAway } from './time-away.js';

/** A finisher of a race, as the protocol's row has it: what the finishing order is read from. */
export type SkillFinisher = {
  participantId: number;
  gender: 'male' | 'female';
  /** The place in the file; null without one. */
  place: number | null;
  /** The time in ms; null without one. */
  timeMs: number | null;
  /** The row's position in the file. */
  rowOrder: number;
  /** The age category the row belongs to (the file's category column); '' when the file has none. */
  category: string;
};

/** One protocol, as the skill rating reads it: its day, its family and its finishers. */
export type SkillRace = {
  protocolId: number;
  /** Day number (days.ts). */
  day: number;
  family: DisciplineFamily;
  finishers: readonly SkillFinisher[];
};

/** The belief after one rated race. */
export type SkillHistoryEntry = { protocolId: number; day: number; mu: number; sigma: number };

/** A rider's rating in one family: the belief after the last race, and every rated race's. */
export type RiderSkill = {
  participantId: number;
  family: DisciplineFamily;
  mu: number;
  sigma: number;
  /** Rated races (= history.length). */
  races: number;
  /** Day number of the last rated race. */
  lastDay: number;
  history: SkillHistoryEntry[];
};

/** One key per rider and family (a number: maps of numbers are the fastest). */
export const skillKey = (participantId: number, family: DisciplineFamily): number =>
  participantId * 8 + DISCIPLINE_FAMILIES.indexOf(family);

/**
 * Means and sigmas are kept to six decimals after every race, so that a rating stored as text and read
 * back is the same number: a replay that starts from stored ratings equals one from the first race.
 */
const kept = (value: number): number => Math.round(value * 1e6) / 1e6;

/** A rider's belief on the morning of `day`: the last race's, its uncertainty grown with the time away. */
export const beliefOn = (rider: RiderSkill | undefined, day: number, parameters: SkillParameters): Belief =>
  rider
    ? { mu: rider.mu, sigma: sigmaAfterTimeAway(rider.sigma, day - rider.lastDay, parameters) }
    : { mu: parameters.mu, sigma: parameters.sigma };

/** The rider's rating as it stood before `day` (history from that day on dropped), or null if none. */
export const skillBefore = (rider: RiderSkill, day: number): RiderSkill | null => {
  if (rider.lastDay < day) return rider;
  const history = rider.history.filter((entry) => entry.day < day);
  const last = history.at(-1);
  if (!last) return null;
  return { ...rider, mu: last.mu, sigma: last.sigma, races: history.length, lastDay: last.day, history };
};

/** Races in the order the rating walks them: by day, then by protocol id. */
export const inRaceOrder = (races: readonly SkillRace[]): SkillRace[] =>
  [...races].sort((a, b) => a.day - b.day || a.protocolId - b.protocolId);

/**
 * The finishing order of one gender, as rating.md's gender places read it: by the place in the file,
 * then rows with only a time by time, then the rest; the file's row order breaks what is left. Only
 * equal file places share a place (1, 2, 2, 4). Answers the finishers in that order with their places.
 */
export const finishingOrder = (
  finishers: readonly SkillFinisher[],
): { finisher: SkillFinisher; place: number }[] => {
  const ordered = [...finishers].sort((a, b) => {
    if (a.place !== b.place) {
      if (a.place === null) return 1;
      if (b.place === null) return -1;
      return a.place - b.place;
    }
    if (a.timeMs !== b.timeMs) {
      if (a.timeMs === null) return 1;
      if (b.timeMs === null) return -1;
      return a.timeMs - b.timeMs;
    }
    return a.rowOrder - b.rowOrder;
  });
  const placed: { finisher: SkillFinisher; place: number }[] = [];
  ordered.forEach((finisher, index) => {
    const previous = placed[index - 1];
    const tie =
      previous !== undefined && finisher.place !== null && finisher.place === previous.finisher.place;
    placed.push({ finisher, place: tie ? previous.place : index + 1 });
  });
  return placed;
};

/** The finishers of one gender of a race, as ranked matches: the overall one and each category's. */
type Match = { keys: number[]; ranks: number[] };

const matchesOf = (finishers: readonly SkillFinisher[], family: DisciplineFamily) => {
  const overall: Match = { keys: [], ranks: [] };
  const byCategory = new Map<string, Match>();
  for (const { finisher, place } of finishingOrder(finishers)) {
    const key = skillKey(finisher.participantId, family);
    overall.keys.push(key);
    overall.ranks.push(place);
    let match = byCategory.get(finisher.category);
    if (!match) byCategory.set(finisher.category, (match = { keys: [], ranks: [] }));
    match.keys.push(key);
    match.ranks.push(place);
  }
  // One category: the category's match is the overall one, rated once.
  const categories = byCategory.size > 1 ? [...byCategory.values()].filter((m) => m.keys.length > 1) : [];
  return { overall, categories };
};

export type ReplayOutcome = {
  /** Every rider's rating after the last race (those given and those the races added). */
  riders: Map<number, RiderSkill>;
  /** The keys of the riders whose rating the races changed. */
  changed: Set<number>;
};

/** What a replay tells about each race before rating it (for predictions measured against the result). */
export type BeforeRace = (race: SkillRace, beliefs: ReadonlyMap<number, Belief>) => void;

/**
 * Walks the races in race order (day, then protocol id) from the given ratings (a full recalculation
 * starts from none; an incremental one from the ratings as they stood before its first day, see
 * `skillBefore`). Each gender of a protocol is a ranked match in its finishing order (`finishingOrder`,
 * rating.md's gender places), and, when the protocol
 * holds several age categories, so is each category: a rider's change is then the mean of the two
 * changes, both computed from the belief before the race (the race counts once). Only finishers are
 * rated: DNF, DSQ and DNS rows move nobody (the caller leaves them out). A lone finisher of a gender
 * is not a match and is not rated.
 */
export const replaySkill = (
  races: readonly SkillRace[],
  start: ReadonlyMap<number, RiderSkill>,
  parameters: SkillParameters,
  beforeRace?: BeforeRace,
): ReplayOutcome => {
  const riders = new Map(start);
  const changed = new Set<number>();
  for (const race of inRaceOrder(races)) {
    const beliefs = new Map<number, Belief>();
    for (const finisher of race.finishers) {
      const key = skillKey(finisher.participantId, race.family);
      beliefs.set(key, beliefOn(riders.get(key), race.day, parameters));
    }
    beforeRace?.(race, beliefs);
    for (const gender of ['male', 'female'] as const) {
      const finishers = race.finishers.filter((finisher) => finisher.gender === gender);
      if (finishers.length < 2) continue;
      const { overall, categories } = matchesOf(finishers, race.family);
      const rate = (match: Match) =>
        (parameters.model === 'bradley-terry-part' ? rateBradleyTerryPart : ratePlackettLuce)(
          match.keys.map((key) => beliefs.get(key)!),
          match.ranks,
          parameters,
        );
      const after = new Map<number, Belief>();
      rate(overall).forEach((belief, i) => after.set(overall.keys[i]!, belief));
      for (const match of categories) {
        rate(match).forEach((belief, i) => {
          const key = match.keys[i]!;
          const whole = after.get(key)!;
          after.set(key, {
            mu: (whole.mu + belief.mu) / 2,
            sigma: Math.sqrt((whole.sigma * whole.sigma + belief.sigma * belief.sigma) / 2),
          });
        });
      }
      for (const finisher of finishers) {
        const key = skillKey(finisher.participantId, race.family);
        const belief = after.get(key)!;
        const previous = riders.get(key);
        const entry = {
          protocolId: race.protocolId,
          day: race.day,
          mu: kept(belief.mu),
          sigma: kept(belief.sigma),
        };
        // The first change of a rider given at the start copies its history: the start stays as it was.
        const history = previous && changed.has(key) ? previous.history : [...(previous?.history ?? [])];
        history.push(entry);
        riders.set(key, {
          participantId: finisher.participantId,
          family: race.family,
          mu: entry.mu,
          sigma: entry.sigma,
          races: history.length,
          lastDay: race.day,
          history,
        });
        changed.add(key);
      }
    }
  }
  return { riders, changed };
};
