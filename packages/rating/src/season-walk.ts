import { packProtocolGains, type PackedProtocolGains, type ProtocolGains } from './protocol-gains.js';

/**
 * A season's running national standings race day by race day, the same for every rider (issue 38): what
 * a rider's place history (place-history.ts) reads instead of walking the season's starts again. Built
 * once from the counting protocols' gains; the server keeps it while the season's gains stay as stored.
 *
 * - Each race day's **touches**: every rider who started that day, with their season total (in
 *   hundredths) the evening before and after, the protocol that gave them the most that day, and
 *   whether they were listed the evening before. A history walks the touches from the rider's first
 *   day on: who crossed the rider's total, and in which protocol.
 * - Each rider's **starts** (day, protocol, points), so a rider's own days need no search.
 * - Each race day's **ranking**: the totals of the riders listed that evening, sorted, over both genders
 *   and per gender. On a rider's own day (their total moved) their place is one binary search instead
 *   of a count over every rider.
 *
 * Totals are sums of hundredths and stay integers; a ranking holds them as int32 (21 million points).
 * Size for a season of 130,000 starts over 48 race days: about 16 MB.
 */
export type SeasonWalk = {
  /** Participant ids below it have a slot (the largest id that started, + 1). */
  readonly size: number;
  /** The race days, `YYYY-MM-DD`, oldest first. */
  readonly days: readonly string[];
  /** Day d's touches are [dayStart[d], dayStart[d + 1]). */
  readonly dayStart: Int32Array;
  readonly touchId: Int32Array;
  readonly touchBefore: Float64Array;
  readonly touchAfter: Float64Array;
  readonly touchBest: Int32Array;
  /** 1: the rider was listed the evening before (0: the day is their first). */
  readonly touchWasListed: Uint8Array;
  /** Men 1, women 2 (the gender of the rider's first start), 0: no start. */
  readonly genders: Uint8Array;
  /** The index of the rider's first race day, -1 without a start. */
  readonly firstDay: Int32Array;
  /** Season totals after the last race day. */
  readonly totals: Float64Array;
  /** Rider r's starts are [startAt[r], startAt[r + 1]), in day and protocol order. */
  readonly startAt: Int32Array;
  readonly startDay: Int32Array;
  readonly startProtocol: Int32Array;
  readonly startCents: Int32Array;
  /** Day d's totals, sorted: [rankingAt[d], rankingAt[d + 1]) of each (both genders, men, women). */
  readonly ranking: readonly [Ranking, Ranking, Ranking];
};

type Ranking = { readonly at: Int32Array; readonly totals: Int32Array };

export const MALE = 1;
export const FEMALE = 2;

const byDayThenId = (a: PackedProtocolGains, b: PackedProtocolGains): number =>
  a.day < b.day ? -1 : a.day > b.day ? 1 : a.protocolId - b.protocolId;

/** The season's walk from its counting protocols' gains (in any order; packed as stored, or as gains). */
export const seasonWalk = (protocols: readonly (ProtocolGains | PackedProtocolGains)[]): SeasonWalk => {
  const ordered = protocols
    .map((protocol) => ('pairs' in protocol ? protocol : packProtocolGains(protocol)))
    .sort(byDayThenId);
  let maxId = 0;
  let pairsCount = 0;
  for (const { pairs } of ordered) {
    pairsCount += pairs.length / 2;
    for (let at = 0; at < pairs.length; at += 2) if (pairs[at]! > maxId) maxId = pairs[at]!;
  }
  const size = maxId + 1;

  const startAt = new Int32Array(size + 1);
  for (const { pairs } of ordered)
    for (let at = 0; at < pairs.length; at += 2) startAt[pairs[at]! + 1] = startAt[pairs[at]! + 1]! + 1;
  for (let id = 0; id < size; id += 1) startAt[id + 1] = startAt[id + 1]! + startAt[id]!;
  const startFill = startAt.slice(0, size);
  const startDay = new Int32Array(pairsCount);
  const startProtocol = new Int32Array(pairsCount);
  const startCents = new Int32Array(pairsCount);

  const totals = new Float64Array(size);
  const genders = new Uint8Array(size);
  const firstDay = new Int32Array(size).fill(-1);
  /** The current day's gains: which day last touched a rider, their sum, the protocol that gave the most. */
  const dayOf = new Int32Array(size).fill(-1);
  const dayCents = new Float64Array(size);
  const dayBest = new Int32Array(size);
  const dayBestCents = new Float64Array(size);
  const touchId = new Int32Array(pairsCount);
  const touchBefore = new Float64Array(pairsCount);
  const touchAfter = new Float64Array(pairsCount);
  const touchBest = new Int32Array(pairsCount);
  const touchWasListed = new Uint8Array(pairsCount);
  const days: string[] = [];
  const dayStarts: number[] = [0];
  /** Riders in the order of their first start: each day's ranking lists a prefix. */
  const listed = new Int32Array(size);
  const listedByDay: number[] = [];
  let listedCount = 0;
  let touches = 0;

  for (let start = 0; start < ordered.length;) {
    const dayIndex = days.length;
    const day = ordered[start]!.day;
    let end = start;
    while (end < ordered.length && ordered[end]!.day === day) end += 1;
    const dayFirst = touches;
    for (let index = start; index < end; index += 1) {
      const { protocolId, pairs, males } = ordered[index]!;
      for (let at = 0; at < pairs.length; at += 2) {
        const id = pairs[at]!;
        const cents = pairs[at + 1]!;
        const own = startFill[id]!;
        startFill[id] = own + 1;
        startDay[own] = dayIndex;
        startProtocol[own] = protocolId;
        startCents[own] = cents;
        if (dayOf[id] !== dayIndex) {
          dayOf[id] = dayIndex;
          dayCents[id] = cents;
          dayBest[id] = protocolId;
          dayBestCents[id] = cents;
          touchId[touches] = id;
          touchWasListed[touches] = genders[id] === 0 ? 0 : 1;
          touches += 1;
          // The gender a rider is ranked in is the one of their first start.
          if (genders[id] === 0) {
            genders[id] = at / 2 < males ? MALE : FEMALE;
            firstDay[id] = dayIndex;
            listed[listedCount++] = id;
          }
        } else {
          dayCents[id] = dayCents[id]! + cents;
          if (cents > dayBestCents[id]!) {
            dayBest[id] = protocolId;
            dayBestCents[id] = cents;
          }
        }
      }
    }
    for (let k = dayFirst; k < touches; k += 1) {
      const id = touchId[k]!;
      touchBefore[k] = totals[id]!;
      totals[id] = totals[id]! + dayCents[id]!;
      touchAfter[k] = totals[id]!;
      touchBest[k] = dayBest[id]!;
    }
    days.push(day);
    dayStarts.push(touches);
    listedByDay.push(listedCount);
    start = end;
  }

  // The rankings: each day's totals replayed from the touches, sorted.
  const rankingOf = (counts: (day: number) => number) => {
    const at = new Int32Array(days.length + 1);
    for (let d = 0; d < days.length; d += 1) at[d + 1] = at[d]! + counts(d);
    return { at, totals: new Int32Array(at[days.length]!) };
  };
  const listedMen = new Int32Array(days.length);
  for (let d = 0, k = 0, m = 0; d < days.length; d += 1) {
    for (; k < listedByDay[d]!; k += 1) if (genders[listed[k]!] === MALE) m += 1;
    listedMen[d] = m;
  }
  const ranking = [
    rankingOf((d) => listedByDay[d]!),
    rankingOf((d) => listedMen[d]!),
    rankingOf((d) => listedByDay[d]! - listedMen[d]!),
  ] as const;
  const running = new Float64Array(size);
  for (let d = 0; d < days.length; d += 1) {
    for (let k = dayStarts[d]!; k < dayStarts[d + 1]!; k += 1) running[touchId[k]!] = touchAfter[k]!;
    const all = ranking[0].totals.subarray(ranking[0].at[d]!, ranking[0].at[d + 1]!);
    const male = ranking[MALE].totals.subarray(ranking[MALE].at[d]!, ranking[MALE].at[d + 1]!);
    const female = ranking[FEMALE].totals.subarray(ranking[FEMALE].at[d]!, ranking[FEMALE].at[d + 1]!);
    for (let k = 0, m = 0, f = 0; k < listedByDay[d]!; k += 1) {
      const id = listed[k]!;
      all[k] = running[id]!;
      if (genders[id] === MALE) male[m++] = running[id]!;
      else female[f++] = running[id]!;
    }
    all.sort();
    male.sort();
    female.sort();
  }

  return {
    size,
    days,
    dayStart: Int32Array.from(dayStarts),
    touchId: touchId.subarray(0, touches),
    touchBefore: touchBefore.subarray(0, touches),
    touchAfter: touchAfter.subarray(0, touches),
    touchBest: touchBest.subarray(0, touches),
    touchWasListed: touchWasListed.subarray(0, touches),
    genders,
    firstDay,
    totals,
    startAt,
    startDay,
    startProtocol,
    startCents,
    ranking,
  };
};

/** How many of a day's listed riders (in a ranking: both genders, men or women) have a total above `cents`. */
export const countAbove = (walk: SeasonWalk, ranking: 0 | 1 | 2, day: number, cents: number): number => {
  const { at, totals } = walk.ranking[ranking];
  let low = at[day]!;
  const end = at[day + 1]!;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (totals[middle]! <= cents) low = middle + 1;
    else high = middle;
  }
  return end - low;
};

/** The memory a walk holds, in bytes. */
export const seasonWalkBytes = (walk: SeasonWalk): number =>
  [
    walk.dayStart,
    walk.touchId,
    walk.touchBefore,
    walk.touchAfter,
    walk.touchBest,
    walk.touchWasListed,
    walk.genders,
    walk.firstDay,
    walk.totals,
    walk.startAt,
    walk.startDay,
    walk.startProtocol,
    walk.startCents,
    ...walk.ranking.flatMap((ranking) => [ranking.at, ranking.totals]),
  ].reduce((sum, array) => sum + array.buffer.byteLength, 0);
