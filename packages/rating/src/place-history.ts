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

export type PlaceHistoryInput = {
  readonly participantId: ParticipantId;
  /** The season's counting protocols, in any order. */
  readonly protocols: readonly ProtocolGains[];
  /** The season's corrections, each with its rider's gender (riders with no start are listed by it). */
  readonly adjustments?: readonly (RatingAdjustment & { readonly gender: Gender })[];
};

type Total = { cents: number; readonly gender: Gender };

/** A rider's gains of one day: their sum, and the protocol that gave the most. */
type DayGain = {
  cents: number;
  readonly gender: Gender;
  best: number;
  bestCents: number;
  readonly wasListed: boolean;
};

const byDayThenId = (a: ProtocolGains, b: ProtocolGains): number =>
  a.day < b.day ? -1 : a.day > b.day ? 1 : a.protocolId - b.protocolId;

export const placeHistory = ({
  participantId,
  protocols,
  adjustments = [],
}: PlaceHistoryInput): PlaceHistory => {
  const ordered = [...protocols].sort(byDayThenId);
  const totals = new Map<ParticipantId, Total>();
  let own: Total | undefined;
  /** Riders above the rider, over both genders and within the rider's gender. */
  let aboveAll = 0;
  let aboveGender = 0;

  const standing = (): StandingAt => ({
    cents: own!.cents,
    place: aboveAll + 1,
    genderPlace: aboveGender + 1,
  });
  /** Counts the riders above the rider's total again (it moved). */
  const recount = () => {
    aboveAll = 0;
    aboveGender = 0;
    for (const [id, total] of totals) {
      if (id === participantId || total.cents <= own!.cents) continue;
      aboveAll += 1;
      if (total.gender === own!.gender) aboveGender += 1;
    }
  };

  const days: PlaceHistoryDay[] = [];
  for (let start = 0; start < ordered.length;) {
    const day = ordered[start]!.day;
    let end = start;
    while (end < ordered.length && ordered[end]!.day === day) end += 1;

    // The day's gains of each rider, and the protocol that gave each the most.
    const dayGains = new Map<ParticipantId, DayGain>();
    const ownStarts: { protocolId: number; cents: number }[] = [];
    for (let index = start; index < end; index += 1) {
      const protocol = ordered[index]!;
      for (const gain of protocol.gains) {
        if (gain.participantId === participantId) {
          ownStarts.push({ protocolId: protocol.protocolId, cents: gain.cents });
        }
        const entry = dayGains.get(gain.participantId);
        if (entry === undefined) {
          dayGains.set(gain.participantId, {
            cents: gain.cents,
            gender: gain.gender,
            best: protocol.protocolId,
            bestCents: gain.cents,
            wasListed: totals.has(gain.participantId),
          });
        } else {
          entry.cents += gain.cents;
          if (gain.cents > entry.bestCents) {
            entry.best = protocol.protocolId;
            entry.bestCents = gain.cents;
          }
        }
      }
    }

    const before = own ? standing() : null;
    const ownBefore = own?.cents;
    for (const [id, gain] of dayGains) {
      const total = totals.get(id);
      if (total === undefined) totals.set(id, { cents: gain.cents, gender: gain.gender });
      else total.cents += gain.cents;
    }
    /** Whether another rider was above the rider the evening before. */
    const wasAbove = (id: ParticipantId, total: Total): boolean => {
      const gain = dayGains.get(id);
      if (gain && !gain.wasListed) return false;
      return total.cents - (gain?.cents ?? 0) > ownBefore!;
    };

    if (ownStarts.length > 0) {
      own = totals.get(participantId)!;
      recount();
    } else if (own) {
      // The rider's total stays: only the day's gainers can cross it.
      for (const id of dayGains.keys()) {
        const total = totals.get(id)!;
        const was = wasAbove(id, total);
        const is = total.cents > own.cents;
        if (is === was) continue;
        const step = is ? 1 : -1;
        aboveAll += step;
        if (total.gender === own.gender) aboveGender += step;
      }
    }

    if (own) {
      const overtakers = new Map<number, number>();
      let overtook = 0;
      if (before) {
        // Who got ahead came with the day's gains; who fell behind may be anyone when the rider's total moved.
        for (const [id, gain] of dayGains) {
          if (id === participantId) continue;
          const total = totals.get(id)!;
          if (wasAbove(id, total) || total.cents <= own.cents) continue;
          overtakers.set(gain.best, (overtakers.get(gain.best) ?? 0) + 1);
        }
        const candidates = ownStarts.length > 0 ? totals.keys() : dayGains.keys();
        for (const id of candidates) {
          if (id === participantId) continue;
          const total = totals.get(id)!;
          if (wasAbove(id, total) && total.cents <= own.cents) overtook += 1;
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
    const total = totals.get(adjustment.participantId);
    if (total === undefined) totals.set(adjustment.participantId, { cents, gender: adjustment.gender });
    else total.cents += cents;
  }
  own ??= totals.get(participantId);
  if (own && adjustments.length > 0) recount();
  return { days, final: own ? standing() : null, adjustmentCents };
};
