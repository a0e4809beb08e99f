import type { Gender } from '@velo/contracts';
import type { PackedProtocolGains, ProtocolGains } from './protocol-gains.js';
import { FEMALE, MALE, countAbove, seasonWalk, type SeasonWalk } from './season-walk.js';
import type { ParticipantId, RatingAdjustment } from './types.js';

/**
 * A rider's national place race day by race day (issue 38, «Почему изменилось место»): the standings a
 * recalculation would give after each race day, for one rider, with who moved them.
 *
 * The season's running standings are what the counting protocols of each day added: the protocols'
 * gains (`protocolGainsOf`), which the server keeps from every recalculation, walked once per season
 * (`seasonWalk`). The rider's place after a day is 1 + the riders whose total is above theirs (equal
 * totals share a place, rating.md), within the gender the same; a rider is listed from their first
 * start on. Cost per rider: a pass over the touches of the days from their first start (who crossed
 * their total) and a binary search in the day's ranking on each of their own race days.
 */

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
  /** The season's counting protocols, in any order (packed as stored, or as gains). */
  readonly protocols: readonly (ProtocolGains | PackedProtocolGains)[];
  /** The season's corrections, each with its rider's gender (riders with no start are listed by it). */
  readonly adjustments?: readonly (RatingAdjustment & { readonly gender: Gender })[];
};

/** Genders as the walk's codes: men 1, women 2. */
const genderCode = (gender: Gender): number => (gender === 'male' ? MALE : FEMALE);

/** A rider's history from their counting protocols' gains: the season walked, then the rider read. */
export const placeHistory = ({
  participantId,
  protocols,
  adjustments = [],
}: PlaceHistoryInput): PlaceHistory => placeHistoryIn(seasonWalk(protocols), participantId, adjustments);

/** A rider's history in a season's walk (kept between riders: the server's way). */
export const placeHistoryIn = (
  walk: SeasonWalk,
  participantId: number,
  adjustments: PlaceHistoryInput['adjustments'] = [],
): PlaceHistory => {
  const { touchId, touchBefore, touchAfter, touchBest, touchWasListed, dayStart } = walk;
  const started = participantId < walk.size && walk.firstDay[participantId]! >= 0;
  const ownGender = started ? walk.genders[participantId]! : 0;
  let total = 0;
  /** Riders above the rider, over both genders and within the rider's gender. */
  let aboveAll = 0;
  let aboveGender = 0;
  const standing = (): StandingAt => ({ cents: total, place: aboveAll + 1, genderPlace: aboveGender + 1 });

  const days: PlaceHistoryDay[] = [];
  let start = started ? walk.startAt[participantId]! : 0;
  const startsEnd = started ? walk.startAt[participantId + 1]! : 0;
  for (
    let day = started ? walk.firstDay[participantId]! : walk.days.length;
    day < walk.days.length;
    day += 1
  ) {
    const ownStarts: { protocolId: number; cents: number }[] = [];
    for (; start < startsEnd && walk.startDay[start] === day; start += 1)
      ownStarts.push({ protocolId: walk.startProtocol[start]!, cents: walk.startCents[start]! });
    const before = day === walk.firstDay[participantId] ? null : standing();
    const ownBefore = total;
    const from = dayStart[day]!;
    const to = dayStart[day + 1]!;
    if (ownStarts.length > 0) {
      for (const own of ownStarts) total += own.cents;
      aboveAll = countAbove(walk, 0, day, total);
      aboveGender = countAbove(walk, ownGender as 1 | 2, day, total);
    } else {
      // The rider's total stays: only the day's gainers can cross it.
      for (let k = from; k < to; k += 1) {
        const was = touchWasListed[k] === 1 && touchBefore[k]! > total;
        const is = touchAfter[k]! > total;
        if (is === was) continue;
        const step = is ? 1 : -1;
        aboveAll += step;
        if (walk.genders[touchId[k]!] === ownGender) aboveGender += step;
      }
    }

    const overtakers = new Map<number, number>();
    let overtook = 0;
    if (before) {
      // Who got ahead came with the day's gains; who fell behind was above the evening before.
      let gotAhead = 0;
      for (let k = from; k < to; k += 1) {
        const id = touchId[k]!;
        if (id === participantId) continue;
        const wasAbove = touchWasListed[k] === 1 && touchBefore[k]! > ownBefore;
        if (!wasAbove && touchAfter[k]! > total) {
          gotAhead += 1;
          overtakers.set(touchBest[k]!, (overtakers.get(touchBest[k]!) ?? 0) + 1);
        } else if (wasAbove && touchAfter[k]! <= total) overtook += 1;
      }
      // With the rider's total up, riders who did not start can fall behind too: of those above the
      // evening before, all but those still above (the others above now got ahead today).
      if (ownStarts.length > 0 && total >= ownBefore) overtook = before.place - 1 - (aboveAll - gotAhead);
    }
    days.push({
      day: walk.days[day]!,
      before,
      after: standing(),
      own: ownStarts,
      overtakenBy: [...overtakers]
        .map(([protocolId, riders]) => ({ protocolId, riders }))
        .sort((a, b) => b.riders - a.riders || a.protocolId - b.protocolId),
      overtook,
    });
  }

  // The corrections join the final table only (rating.md: not in Q, no race day).
  if (adjustments.length === 0) return { days, final: started ? standing() : null, adjustmentCents: 0 };
  /** Each corrected rider's season total and gender with the corrections (the first one's gender without a start). */
  const corrected = new Map<number, { cents: number; gender: number; listed: boolean }>();
  let adjustmentCents = 0;
  for (const adjustment of adjustments) {
    const cents = Math.round(adjustment.points * 100);
    const id = adjustment.participantId;
    if (id === participantId) adjustmentCents += cents;
    const known = corrected.get(id);
    if (known) known.cents += cents;
    else if (id < walk.size && walk.firstDay[id]! >= 0)
      corrected.set(id, { cents: walk.totals[id]! + cents, gender: walk.genders[id]!, listed: true });
    else corrected.set(id, { cents, gender: genderCode(adjustment.gender), listed: false });
  }
  const own = corrected.get(participantId);
  if (!started && !own) return { days, final: null, adjustmentCents };
  total = own ? own.cents : walk.totals[participantId]!;
  const gender = own ? own.gender : ownGender;
  const lastDay = walk.days.length - 1;
  // The last evening's table, each corrected rider moved from their total to the corrected one.
  aboveAll = lastDay < 0 ? 0 : countAbove(walk, 0, lastDay, total);
  aboveGender = lastDay < 0 ? 0 : countAbove(walk, gender as 1 | 2, lastDay, total);
  for (const [id, rider] of corrected) {
    const step =
      (rider.cents > total && id !== participantId ? 1 : 0) -
      (rider.listed && walk.totals[id]! > total ? 1 : 0);
    aboveAll += step;
    if (rider.gender === gender) aboveGender += step;
  }
  return { days, final: standing(), adjustmentCents };
};
