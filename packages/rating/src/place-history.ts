import type { Gender } from '@velo/contracts';
import { participantDirectory } from './participant-directory.js';
import { isStarter } from './result-status.js';
import { countsInRating } from './season-starts.js';
import type { ParticipantId, ParticipantInfo, RatingAdjustment, StandingsProtocol } from './types.js';

/**
 * A rider's national place race day by race day (issue 38, «Почему изменилось место»): the standings a
 * recalculation would give after each race day, for one rider, with who moved them.
 *
 * The season's running standings are what the counting protocols of each day added: the protocols'
 * gains (`protocolGainsOf`), which the server keeps from every recalculation. Walking the days over
 * them, the rider's place after a day is 1 + the riders whose total is above theirs (equal totals
 * share a place, rating.md), within the gender the same; a rider is listed from their first start
 * on. Cost: one pass over the gains, and a count over the listed riders on each of the rider's own
 * race days (their total moved), so O(starts + riders × own days).
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

/** A rider's line of the national table at some moment. */
export type StandingAt = {
  /** The season total in hundredths. */
  readonly cents: number;
  readonly place: number;
  readonly genderPlace: number;
};

/** One race day of the season as the rider lived it. */
export type PlaceHistoryDay = {
  readonly day: string;
  /** The rider's line the evening before (null on their first race day: not listed yet). */
  readonly before: StandingAt | null;
  readonly after: StandingAt;
  /** The rider's own starts of the day: each protocol and what it gave them. */
  readonly own: readonly { readonly protocolId: number; readonly cents: number }[];
  /**
   * The riders who got ahead of the rider that day, by the protocol that gave each of them the most
   * that day (each rider counted once); none on the rider's first day.
   */
  readonly overtakenBy: readonly { readonly protocolId: number; readonly riders: number }[];
  /** How many riders who were ahead the evening before are not any more. */
  readonly overtook: number;
};

export type PlaceHistory = {
  /** Every race day from the rider's first start to the season's last race day, in order. */
  readonly days: readonly PlaceHistoryDay[];
  /**
   * The season's table as it stands, with the administrators' corrections of the season's points
   * (they have no race day, so they count only here); null when the rider is not in it.
   */
  readonly final: StandingAt | null;
  /** The rider's own corrections, in hundredths (0 without). */
  readonly adjustmentCents: number;
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

export type PlaceHistoryInput = {
  readonly participantId: ParticipantId;
  /** The season's counting protocols, in any order (packed as stored, or as gains). */
  readonly protocols: readonly (ProtocolGains | PackedProtocolGains)[];
  /** The season's corrections, each with its rider's gender (riders with no start are listed by it). */
  readonly adjustments?: readonly (RatingAdjustment & { readonly gender: Gender })[];
};

const byDayThenId = (a: PackedProtocolGains, b: PackedProtocolGains): number =>
  a.day < b.day ? -1 : a.day > b.day ? 1 : a.protocolId - b.protocolId;

/** Genders as the walk's codes: men 1, women 2 (a protocol's packed gains hold only these two). */
const MALE = 1;
const FEMALE = 2;
const genderCode = (gender: Gender): number => (gender === 'male' ? MALE : FEMALE);

/**
 * The walk keeps every rider's running total in arrays indexed by participant id (ids are dense
 * integers): one pass over the season's packed starts, and a scan of the totals on each of the
 * rider's own race days.
 */
export const placeHistory = ({
  participantId,
  protocols,
  adjustments = [],
}: PlaceHistoryInput): PlaceHistory => {
  const ordered = protocols
    .map((protocol) => ('pairs' in protocol ? protocol : packProtocolGains(protocol)))
    .sort(byDayThenId);
  let maxId = participantId;
  for (const protocol of ordered)
    for (let at = 0; at < protocol.pairs.length; at += 2)
      if (protocol.pairs[at]! > maxId) maxId = protocol.pairs[at]!;
  for (const adjustment of adjustments)
    if (adjustment.participantId > maxId) maxId = adjustment.participantId;
  const size = maxId + 1;
  /** Each rider's season total in hundredths, and their gender code (0: not listed yet). */
  const totals = new Float64Array(size);
  const genders = new Uint8Array(size);
  /** The current day's gains: which day last touched a rider, their sum, the protocol that gave the most. */
  const dayOf = new Int32Array(size).fill(-1);
  const dayCents = new Float64Array(size);
  const dayBest = new Int32Array(size);
  const dayBestCents = new Float64Array(size);
  const dayWasListed = new Uint8Array(size);
  const touched = new Int32Array(size);

  let ownListed = false;
  /** Riders above the rider, over both genders and within the rider's gender. */
  let aboveAll = 0;
  let aboveGender = 0;
  const standing = (): StandingAt => ({
    cents: totals[participantId]!,
    place: aboveAll + 1,
    genderPlace: aboveGender + 1,
  });
  /** Counts the riders above the rider's total again (it moved). */
  const recount = () => {
    aboveAll = 0;
    aboveGender = 0;
    const own = totals[participantId]!;
    const ownGender = genders[participantId]!;
    for (let id = 0; id < size; id += 1) {
      if (genders[id] === 0 || id === participantId || totals[id]! <= own) continue;
      aboveAll += 1;
      if (genders[id] === ownGender) aboveGender += 1;
    }
  };

  const days: PlaceHistoryDay[] = [];
  let dayIndex = 0;
  for (let start = 0; start < ordered.length; dayIndex += 1) {
    const day = ordered[start]!.day;
    let end = start;
    while (end < ordered.length && ordered[end]!.day === day) end += 1;

    // The day's gains of each rider, and the protocol that gave each the most.
    let count = 0;
    const ownStarts: { protocolId: number; cents: number }[] = [];
    for (let index = start; index < end; index += 1) {
      const { protocolId, pairs, males } = ordered[index]!;
      for (let at = 0; at < pairs.length; at += 2) {
        const id = pairs[at]!;
        const cents = pairs[at + 1]!;
        if (id === participantId) ownStarts.push({ protocolId, cents });
        if (dayOf[id] !== dayIndex) {
          dayOf[id] = dayIndex;
          dayCents[id] = cents;
          dayBest[id] = protocolId;
          dayBestCents[id] = cents;
          dayWasListed[id] = genders[id] === 0 ? 0 : 1;
          // The gender a rider is ranked in is the one of their first start.
          if (genders[id] === 0) genders[id] = at / 2 < males ? MALE : FEMALE;
          touched[count++] = id;
        } else {
          dayCents[id] = dayCents[id]! + cents;
          if (cents > dayBestCents[id]!) {
            dayBest[id] = protocolId;
            dayBestCents[id] = cents;
          }
        }
      }
    }

    const before = ownListed ? standing() : null;
    const ownBefore = totals[participantId]!;
    for (let k = 0; k < count; k += 1) {
      const id = touched[k]!;
      totals[id] = totals[id]! + dayCents[id]!;
    }
    /** Whether another rider was above the rider the evening before. */
    const wasAbove = (id: number): boolean => {
      if (dayOf[id] === dayIndex) {
        if (dayWasListed[id] === 0) return false;
        return totals[id]! - dayCents[id]! > ownBefore;
      }
      return totals[id]! > ownBefore;
    };

    const own = totals[participantId]!;
    if (ownStarts.length > 0) {
      ownListed = true;
      recount();
    } else if (ownListed) {
      // The rider's total stays: only the day's gainers can cross it.
      const ownGender = genders[participantId];
      for (let k = 0; k < count; k += 1) {
        const id = touched[k]!;
        const was = wasAbove(id);
        const is = totals[id]! > own;
        if (is === was) continue;
        const step = is ? 1 : -1;
        aboveAll += step;
        if (genders[id] === ownGender) aboveGender += step;
      }
    }

    if (ownListed) {
      const overtakers = new Map<number, number>();
      let overtook = 0;
      if (before) {
        // Who got ahead came with the day's gains; who fell behind may be anyone when the rider's total moved.
        for (let k = 0; k < count; k += 1) {
          const id = touched[k]!;
          if (id === participantId || wasAbove(id) || totals[id]! <= own) continue;
          overtakers.set(dayBest[id]!, (overtakers.get(dayBest[id]!) ?? 0) + 1);
        }
        if (ownStarts.length > 0) {
          for (let id = 0; id < size; id += 1)
            if (genders[id] !== 0 && id !== participantId && totals[id]! <= own && wasAbove(id))
              overtook += 1;
        } else {
          for (let k = 0; k < count; k += 1) {
            const id = touched[k]!;
            if (id !== participantId && totals[id]! <= own && wasAbove(id)) overtook += 1;
          }
        }
      }
      days.push({
        day,
        before,
        after: standing(),
        own: ownStarts,
        overtakenBy: [...overtakers]
          .map(([protocolId, riders]) => ({ protocolId, riders }))
          .sort((a, b) => b.riders - a.riders || a.protocolId - b.protocolId),
        overtook,
      });
    }
    start = end;
  }

  // The corrections join the final table only (rating.md: not in Q, no race day).
  let adjustmentCents = 0;
  for (const adjustment of adjustments) {
    const cents = Math.round(adjustment.points * 100);
    if (adjustment.participantId === participantId) adjustmentCents += cents;
    if (genders[adjustment.participantId] === 0) {
      genders[adjustment.participantId] = genderCode(adjustment.gender);
      totals[adjustment.participantId] = cents;
    } else totals[adjustment.participantId] = totals[adjustment.participantId]! + cents;
  }
  ownListed ||= genders[participantId] !== 0;
  if (ownListed && adjustments.length > 0) recount();
  return { days, final: ownListed ? standing() : null, adjustmentCents };
};
