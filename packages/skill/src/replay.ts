import { DISCIPLINE_FAMILIES, type DisciplineFamily } from '@velo/contracts/constants';
import type { SkillParameters } from './parameters.js';
import {
  entriesBySlot,
  NO_PLACE,
  PackedRacesBuilder,
  replayPacked,
  type PackedRaces,
} from './packed-replay.js';
import type { Belief } from './plackett-luce.js';
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
 * rating.md's gender places), and, when the protocol holds several age categories, so is each
 * category: a rider's change is then the mean of the two changes, both computed from the belief
 * before the race (the race counts once). Only finishers are rated: DNF, DSQ and DNS rows move nobody
 * (the caller leaves them out). A lone finisher of a gender is not rated. The walk itself is
 * packed-replay.ts's over column arrays; this packs the races and answers riders as objects.
 */
export const replaySkill = (
  races: readonly SkillRace[],
  start: ReadonlyMap<number, RiderSkill>,
  parameters: SkillParameters,
  beforeRace?: BeforeRace,
): ReplayOutcome => {
  const ordered = inRaceOrder(races);
  const builder = new PackedRacesBuilder();
  const orderedFinishers: SkillFinisher[][] = [];
  for (const race of ordered) {
    builder.race(race.protocolId, race.day, race.family);
    const categories = new Map<string, number>();
    const finishers = finishingOrder(race.finishers).map(({ finisher }) => finisher);
    orderedFinishers.push(finishers);
    for (const finisher of finishers) {
      let category = categories.get(finisher.category);
      if (category === undefined) categories.set(finisher.category, (category = categories.size));
      builder.finisher(
        finisher.participantId,
        finisher.gender === 'female',
        finisher.place ?? NO_PLACE,
        category,
      );
    }
  }
  const startRiders = [...start.values()];
  const outcome = replayPacked(
    builder.build(),
    startRiders,
    parameters,
    beforeRace &&
      ((r, mu, sigma) => {
        const race = ordered[r]!;
        const beliefs = new Map<number, Belief>();
        orderedFinishers[r]!.forEach((finisher, k) =>
          beliefs.set(skillKey(finisher.participantId, race.family), { mu: mu[k]!, sigma: sigma[k]! }),
        );
        beforeRace(race, beliefs);
      }),
  );
  const riders = new Map(start);
  const changed = new Set<number>();
  const { offset, order } = entriesBySlot(outcome);
  for (let slot = 0; slot < outcome.riders; slot += 1) {
    if (!outcome.changed[slot]) continue;
    const family = DISCIPLINE_FAMILIES[outcome.family[slot]!]!;
    const participantId = outcome.participantId[slot]!;
    // A rider given at the start keeps its history as it was: the new one is a copy.
    const history: SkillHistoryEntry[] = slot < startRiders.length ? [...startRiders[slot]!.history] : [];
    for (let i = offset[slot]!; i < offset[slot + 1]!; i += 1) {
      const e = order[i]!;
      history.push({
        protocolId: outcome.entryProtocol[e]!,
        day: outcome.entryDay[e]!,
        mu: outcome.entryMu[e]!,
        sigma: outcome.entrySigma[e]!,
      });
    }
    const key = skillKey(participantId, family);
    riders.set(key, {
      participantId,
      family,
      mu: outcome.mu[slot]!,
      sigma: outcome.sigma[slot]!,
      races: history.length,
      lastDay: outcome.lastDay[slot]!,
      history,
    });
    changed.add(key);
  }
  return { riders, changed };
};

/**
 * Packed races back as objects (bench:predict walks them with `replaySkill`): each finisher's place
 * as it was, its position in the race as its row order and no time, so `finishingOrder` keeps the
 * packed order; categories by number.
 */
export const racesOfPacked = (races: PackedRaces): SkillRace[] => {
  const result: SkillRace[] = [];
  for (let r = 0; r < races.count; r += 1) {
    const finishers: SkillFinisher[] = [];
    for (let i = races.first[r]!; i < races.first[r + 1]!; i += 1) {
      const place = races.place[i]!;
      finishers.push({
        participantId: races.participantId[i]!,
        gender: races.female[i] ? 'female' : 'male',
        place: place === NO_PLACE ? null : place,
        timeMs: null,
        rowOrder: i,
        category: String(races.category[i]),
      });
    }
    result.push({
      protocolId: races.protocolId[r]!,
      day: races.day[r]!,
      family: DISCIPLINE_FAMILIES[races.family[r]!]!,
      finishers,
    });
  }
  return result;
};
