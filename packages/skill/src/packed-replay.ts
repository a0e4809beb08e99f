import { DISCIPLINE_FAMILIES, type DisciplineFamily } from '@velo/contracts/constants';
import type { SkillParameters } from './parameters.js';
import { rateBradleyTerryPart } from './bradley-terry-part.js';
import { ratePlackettLuceInOrder } from './plackett-luce.js';
import { sigmaAfterTimeAway } from './time-away.js';

/*
 * The skill rating's replay over column arrays (issue 39's speed targets): a million and a half
 * finishers as objects, each race's maps and each rider's history as objects, kept the engine in the
 * garbage collector; here races and riders are typed arrays, each rider a slot, and each rated race
 * one entry of a log. replay.ts's `replaySkill` (objects in, objects out) packs its races and calls
 * this; the server packs them straight from its query.
 */

/** A file place that is not there (a place is a positive number). */
export const NO_PLACE = -2_147_483_648;

/**
 * Races column by column, in race order (day, then protocol id). Race r's finishers are positions
 * first[r] … first[r + 1] − 1, both genders together in finishing order (`finishingOrder`: the file's
 * place, then the time, then the row order).
 */
export type PackedRaces = {
  count: number;
  protocolId: Int32Array;
  day: Int32Array;
  /** Index in DISCIPLINE_FAMILIES. */
  family: Uint8Array;
  first: Int32Array;
  participantId: Int32Array;
  /** 1 for a woman. */
  female: Uint8Array;
  /** The place in the file, NO_PLACE without one: only equal file places tie. */
  place: Int32Array;
  /** The row's age category within its race: equal numbers, the same category. */
  category: Int32Array;
};

/** Collects races in race order, then packs them. */
export class PackedRacesBuilder {
  private readonly protocolIds: number[] = [];
  private readonly days: number[] = [];
  private readonly families: number[] = [];
  private readonly firsts: number[] = [];
  private readonly participantIds: number[] = [];
  private readonly females: number[] = [];
  private readonly places: number[] = [];
  private readonly categories: number[] = [];

  race(protocolId: number, day: number, family: DisciplineFamily): void {
    this.protocolIds.push(protocolId);
    this.days.push(day);
    this.families.push(familyIndex(family));
    this.firsts.push(this.participantIds.length);
  }

  /** A finisher of the last race, in finishing order. */
  finisher(participantId: number, female: boolean, place: number, category: number): void {
    this.participantIds.push(participantId);
    this.females.push(female ? 1 : 0);
    this.places.push(place);
    this.categories.push(category);
  }

  build(): PackedRaces {
    return {
      count: this.protocolIds.length,
      protocolId: Int32Array.from(this.protocolIds),
      day: Int32Array.from(this.days),
      family: Uint8Array.from(this.families),
      first: Int32Array.from([...this.firsts, this.participantIds.length]),
      participantId: Int32Array.from(this.participantIds),
      female: Uint8Array.from(this.females),
      place: Int32Array.from(this.places),
      category: Int32Array.from(this.categories),
    };
  }
}

export const familyIndex = (family: DisciplineFamily): number => {
  const index = DISCIPLINE_FAMILIES.indexOf(family);
  if (index < 0) throw new RangeError(`not a discipline family: ${family}`);
  return index;
};

/** A rider's rating a replay starts from (an incremental one: as it stood before its first day). */
export type SkillStart = {
  participantId: number;
  family: DisciplineFamily;
  mu: number;
  sigma: number;
  races: number;
  lastDay: number;
};

/**
 * The riders after a replay, by slot (the start's riders first, in the order given, then those the
 * races added), and every rated race's belief in race order (the log).
 */
export type PackedOutcome = {
  riders: number;
  participantId: Int32Array;
  family: Uint8Array;
  mu: Float64Array;
  sigma: Float64Array;
  races: Int32Array;
  lastDay: Int32Array;
  /** 1 when the races rated the rider. */
  changed: Uint8Array;
  entries: number;
  entrySlot: Int32Array;
  entryProtocol: Int32Array;
  entryDay: Int32Array;
  entryMu: Float64Array;
  entrySigma: Float64Array;
};

/** Before each race: the race's index and each finisher's belief that morning (by position in the race). */
export type BeforePackedRace = (race: number, mu: Float64Array, sigma: Float64Array) => void;

/**
 * Means and sigmas are kept to six decimals after every race, so that a rating stored as text and read
 * back is the same number: a replay that starts from stored ratings equals one from the first race.
 */
const kept = (value: number): number => Math.round(value * 1e6) / 1e6;

/** Scratch space of a match, grown to the largest field. */
let scratchSize = 0;
let inMu = new Float64Array(0);
let inSigma = new Float64Array(0);
let outMu = new Float64Array(0);
let outSigma = new Float64Array(0);
let rank = new Int32Array(0);
let catMu = new Float64Array(0);
let catSigma = new Float64Array(0);
let catRank = new Int32Array(0);
let catMember = new Int32Array(0);
let member = new Int32Array(0);
const grow = (size: number) => {
  if (size <= scratchSize) return;
  scratchSize = Math.max(size, scratchSize * 2, 64);
  inMu = new Float64Array(scratchSize);
  inSigma = new Float64Array(scratchSize);
  outMu = new Float64Array(scratchSize);
  outSigma = new Float64Array(scratchSize);
  rank = new Int32Array(scratchSize);
  catMu = new Float64Array(scratchSize);
  catSigma = new Float64Array(scratchSize);
  catRank = new Int32Array(scratchSize);
  catMember = new Int32Array(scratchSize);
  member = new Int32Array(scratchSize);
};

const rateMatch = (
  n: number,
  mu: Float64Array,
  sigma: Float64Array,
  ranks: Int32Array,
  toMu: Float64Array,
  toSigma: Float64Array,
  parameters: SkillParameters,
) => {
  if (parameters.model === 'plackett-luce') {
    ratePlackettLuceInOrder(n, mu, sigma, ranks, toMu, toSigma, parameters);
    return;
  }
  const beliefs = Array.from({ length: n }, (_, i) => ({ mu: mu[i]!, sigma: sigma[i]! }));
  rateBradleyTerryPart(beliefs, Array.from(ranks.subarray(0, n)), parameters).forEach((belief, i) => {
    toMu[i] = belief.mu;
    toSigma[i] = belief.sigma;
  });
};

/**
 * Walks the races (in race order) from the given ratings (a full recalculation starts from none; an
 * incremental one from the ratings as they stood before its first day). Each gender of a protocol is a
 * ranked match in its finishing order, and, when the protocol holds several age categories, so is
 * each category of two or more: a rider's change is then the mean of the two, both from the belief
 * before the race (the race counts once). A lone finisher of a gender is not rated.
 */
export const replayPacked = (
  races: PackedRaces,
  start: readonly SkillStart[],
  parameters: SkillParameters,
  beforeRace?: BeforePackedRace,
): PackedOutcome => {
  const finishers = races.first[races.count] ?? 0;
  // Each finisher's slot: one pass with a map, none in the walk.
  const slotOf = new Map<number, number>();
  for (let i = 0; i < start.length; i += 1) {
    const rider = start[i]!;
    slotOf.set(rider.participantId * 8 + familyIndex(rider.family), i);
  }
  const finisherSlot = new Int32Array(finishers);
  const newFamilies: number[] = [];
  const newIds: number[] = [];
  for (let r = 0; r < races.count; r += 1) {
    const family = races.family[r]!;
    for (let i = races.first[r]!; i < races.first[r + 1]!; i += 1) {
      const key = races.participantId[i]! * 8 + family;
      let slot = slotOf.get(key);
      if (slot === undefined) {
        slot = start.length + newIds.length;
        slotOf.set(key, slot);
        newIds.push(races.participantId[i]!);
        newFamilies.push(family);
      }
      finisherSlot[i] = slot;
    }
  }
  const riders = start.length + newIds.length;
  const participantId = new Int32Array(riders);
  const family = new Uint8Array(riders);
  const mu = new Float64Array(riders).fill(parameters.mu);
  const sigma = new Float64Array(riders).fill(parameters.sigma);
  const raced = new Int32Array(riders);
  const lastDay = new Int32Array(riders);
  const changed = new Uint8Array(riders);
  start.forEach((rider, i) => {
    participantId[i] = rider.participantId;
    family[i] = familyIndex(rider.family);
    mu[i] = rider.mu;
    sigma[i] = rider.sigma;
    raced[i] = rider.races;
    lastDay[i] = rider.lastDay;
  });
  for (let j = 0; j < newIds.length; j += 1) {
    participantId[start.length + j] = newIds[j]!;
    family[start.length + j] = newFamilies[j]!;
  }

  const entrySlot = new Int32Array(finishers);
  const entryProtocol = new Int32Array(finishers);
  const entryDay = new Int32Array(finishers);
  const entryMu = new Float64Array(finishers);
  const entrySigma = new Float64Array(finishers);
  let entries = 0;

  for (let r = 0; r < races.count; r += 1) {
    const from = races.first[r]!;
    const n = races.first[r + 1]! - from;
    const day = races.day[r]!;
    grow(n);
    // Each finisher's belief that morning, by position: a new rider's is the starting one (its sigma
    // is the new rider's, which time away leaves as it is).
    const dayMu = new Float64Array(n);
    const daySigma = new Float64Array(n);
    for (let k = 0; k < n; k += 1) {
      const slot = finisherSlot[from + k]!;
      dayMu[k] = mu[slot]!;
      daySigma[k] = sigmaAfterTimeAway(sigma[slot]!, day - lastDay[slot]!, parameters);
    }
    beforeRace?.(r, dayMu, daySigma);
    for (let female = 0; female <= 1; female += 1) {
      let size = 0;
      let categoryCount = 0;
      let firstCategory = 0;
      for (let k = 0; k < n; k += 1) {
        if (races.female[from + k] !== female) continue;
        const position = from + k;
        member[size] = k;
        inMu[size] = dayMu[k]!;
        inSigma[size] = daySigma[k]!;
        // Gender places: only equal file places tie (1, 2, 2, 4).
        const place = races.place[position]!;
        rank[size] =
          size > 0 && place !== NO_PLACE && place === races.place[from + member[size - 1]!]!
            ? rank[size - 1]!
            : size + 1;
        const category = races.category[position]!;
        if (size === 0) {
          firstCategory = category;
          categoryCount = 1;
        } else if (categoryCount === 1 && category !== firstCategory) categoryCount = 2;
        size += 1;
      }
      if (size < 2) continue;
      rateMatch(size, inMu, inSigma, rank, outMu, outSigma, parameters);
      if (categoryCount > 1) {
        // Each category of two or more is a match too: the mean of the two changes.
        const done = new Set<number>();
        for (let k = 0; k < size; k += 1) {
          const category = races.category[from + member[k]!]!;
          if (done.has(category)) continue;
          done.add(category);
          let count = 0;
          for (let q = k; q < size; q += 1) {
            if (races.category[from + member[q]!] !== category) continue;
            catMember[count] = q;
            catMu[count] = inMu[q]!;
            catSigma[count] = inSigma[q]!;
            catRank[count] = rank[q]!;
            count += 1;
          }
          if (count < 2) continue;
          rateMatch(count, catMu, catSigma, catRank, catMu, catSigma, parameters);
          for (let c = 0; c < count; c += 1) {
            const q = catMember[c]!;
            const wholeSigma = outSigma[q]!;
            outMu[q] = (outMu[q]! + catMu[c]!) / 2;
            outSigma[q] = Math.sqrt((wholeSigma * wholeSigma + catSigma[c]! * catSigma[c]!) / 2);
          }
        }
      }
      for (let k = 0; k < size; k += 1) {
        const slot = finisherSlot[from + member[k]!]!;
        const newMu = kept(outMu[k]!);
        const newSigma = kept(outSigma[k]!);
        mu[slot] = newMu;
        sigma[slot] = newSigma;
        raced[slot] = raced[slot]! + 1;
        lastDay[slot] = day;
        changed[slot] = 1;
        entrySlot[entries] = slot;
        entryProtocol[entries] = races.protocolId[r]!;
        entryDay[entries] = day;
        entryMu[entries] = newMu;
        entrySigma[entries] = newSigma;
        entries += 1;
      }
    }
  }
  return {
    riders,
    participantId,
    family,
    mu,
    sigma,
    races: raced,
    lastDay,
    changed,
    entries,
    entrySlot,
    entryProtocol,
    entryDay,
    entryMu,
    entrySigma,
  };
};

/**
 * The log's entries of each rider: `entriesOf(slot)` answers the positions in the log of the rider's
 * rated races, oldest first (one counting pass, no array per rider).
 */
export const entriesBySlot = (outcome: PackedOutcome) => {
  const offset = new Int32Array(outcome.riders + 1);
  for (let e = 0; e < outcome.entries; e += 1) {
    const next = outcome.entrySlot[e]! + 1;
    offset[next] = offset[next]! + 1;
  }
  for (let s = 0; s < outcome.riders; s += 1) offset[s + 1] = offset[s + 1]! + offset[s]!;
  const fill = offset.slice(0, outcome.riders);
  const order = new Int32Array(outcome.entries);
  for (let e = 0; e < outcome.entries; e += 1) {
    const slot = outcome.entrySlot[e]!;
    order[fill[slot]!] = e;
    fill[slot] = fill[slot]! + 1;
  }
  return { offset, order };
};
