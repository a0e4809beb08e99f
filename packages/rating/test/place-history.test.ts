import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  placeHistory,
  placeHistoryIn,
  protocolGainsOf,
  seasonWalk,
  recalculateSeason,
  type ProtocolInput,
  type RatingAdjustment,
  type StandingsRow,
} from '../src/index.js';
import { pool, seasonArb } from './arbitraries.js';

const participants = pool;
const genderOf = (id: number) => pool[id - 1]!.gender;

const counts = (protocol: Pick<ProtocolInput, 'isRatingProtocol' | 'isRatingEvent'>) =>
  protocol.isRatingProtocol && protocol.isRatingEvent;

/** The riders ahead of `rider` in a table (a strictly larger total), or null when `rider` is not in it. */
const aheadOf = (table: readonly StandingsRow[], rider: number): Set<number> | null => {
  const own = table.find((row) => row.participantId === rider);
  if (!own) return null;
  return new Set(table.filter((row) => row.rating > own.rating).map((row) => row.participantId));
};

/**
 * What successive recalculations give: after each race day, the season recalculated with the protocols
 * up to that day (the standings a recalculation left that evening); then, for a rider, their line in
 * each and who got ahead or fell behind since the evening before.
 */
const successiveRecalculations = (
  protocols: readonly ProtocolInput[],
  adjustments: readonly RatingAdjustment[],
) => {
  const days = [...new Set(protocols.filter(counts).map((protocol) => protocol.eventDate))].sort();
  const evenings = days.map((day) => ({
    day,
    ...recalculateSeason({
      season: 2025,
      protocols: protocols.filter((protocol) => protocol.eventDate <= day),
      participants,
    }),
  }));
  const whole = recalculateSeason({ season: 2025, protocols, participants, adjustments });

  const historyOf = (rider: number) => {
    let previous: Set<number> | null = null;
    const history = [];
    for (const { day, standings, protocols: scored } of evenings) {
      const row = standings.find((line) => line.participantId === rider);
      if (!row) continue;
      const ahead = aheadOf(standings, rider)!;
      const todays = scored
        .filter((protocol) => protocol.eventDate === day && counts(protocol))
        .sort((a, b) => a.protocolId - b.protocolId);
      // Each newcomer ahead who started that day, by the protocol that gave them the most (lowest id on a tie).
      const byProtocol = new Map<number, number>();
      for (const id of previous ? ahead : []) {
        if (previous!.has(id)) continue;
        let best: { protocolId: number; cents: number } | null = null;
        for (const protocol of todays) {
          const start = protocol.results.find((r) => r.participantId === id && r.status !== 'DNS');
          if (!start) continue;
          const cents = Math.round(start.points * 100);
          if (!best || cents > best.cents) best = { protocolId: protocol.protocolId, cents };
        }
        if (best) byProtocol.set(best.protocolId, (byProtocol.get(best.protocolId) ?? 0) + 1);
      }
      history.push({
        day,
        after: { cents: Math.round(row.rating * 100), place: row.place, genderPlace: row.genderPlace },
        own: todays.flatMap((protocol) => {
          const start = protocol.results.find((r) => r.participantId === rider && r.status !== 'DNS');
          return start ? [{ protocolId: protocol.protocolId, cents: Math.round(start.points * 100) }] : [];
        }),
        overtakenBy: [...byProtocol]
          .map(([protocolId, riders]) => ({ protocolId, riders }))
          .sort((a, b) => b.riders - a.riders || a.protocolId - b.protocolId),
        overtook: previous ? [...previous].filter((id) => !ahead.has(id)).length : 0,
      });
      previous = ahead;
    }
    const final = whole.standings.find((line) => line.participantId === rider);
    return {
      history,
      final: final
        ? { cents: Math.round(final.rating * 100), place: final.place, genderPlace: final.genderPlace }
        : null,
    };
  };
  return { historyOf, gains: protocolGainsOf(whole.protocols, participants) };
};

const adjustmentsArb: fc.Arbitrary<RatingAdjustment[]> = fc.array(
  fc.record({
    participantId: fc.constantFrom(...pool.slice(0, 30).map((participant) => participant.id)),
    points: fc.integer({ min: -5000, max: 5000 }).map((cents) => cents / 100),
  }),
  { maxLength: 3 },
);

describe('a rider’s place race day by race day (issue 38)', () => {
  it('is what recalculating the season after each race day gives, for every rider', () => {
    fc.assert(
      fc.property(seasonArb({ maxProtocols: 7 }), adjustmentsArb, (protocols, adjustments) => {
        const riders = [
          ...new Set([
            ...protocols.flatMap((protocol) => protocol.results.map((r) => r.participantId)),
            ...adjustments.map((a) => a.participantId),
          ]),
        ].slice(0, 25);
        const { historyOf, gains } = successiveRecalculations(protocols, adjustments);
        // One walk of the season serves every rider, as the server keeps it.
        const walk = seasonWalk(gains);
        for (const rider of riders) {
          const expected = historyOf(rider);
          const actual = placeHistory({
            participantId: rider,
            protocols: gains,
            adjustments: adjustments.map((a) => ({ ...a, gender: genderOf(a.participantId) })),
          });
          expect(actual.days.map(({ before: _before, ...day }) => day)).toEqual(expected.history);
          // Each day starts where the evening before ended.
          actual.days.forEach((day, index) =>
            expect(day.before).toEqual(index === 0 ? null : actual.days[index - 1]!.after),
          );
          expect(actual.final).toEqual(expected.final);
          expect(
            placeHistoryIn(
              walk,
              rider,
              adjustments.map((a) => ({ ...a, gender: genderOf(a.participantId) })),
            ),
          ).toEqual(actual);
          const own = adjustments.filter((a) => a.participantId === rider);
          expect(actual.adjustmentCents).toBe(own.reduce((sum, a) => sum + Math.round(a.points * 100), 0));
        }
      }),
      { numRuns: 50 },
    );
  }, 60_000);

  it('tells a day’s own result, who got ahead and whom the rider passed', () => {
    const row = (participantId: number, place: number) => ({
      resultId: participantId * 100 + place,
      participantId,
      gender: genderOf(participantId),
      status: 'F' as const,
      place,
      timeMs: 3_600_000 + place * 1_000, // within 15 s: no gap bonus
      rowOrder: place,
      sprintWinner: false,
      mountainWinner: false,
      pointsFromFile: null,
    });
    const config = {
      scoreDistribution: [100, 50, 10],
      significanceRatioCalculationMode: 'ignore' as const,
      significanceRatio: null,
      representationRatioCalculationMode: 'ignore' as const,
      representationRatio: null,
      finalRatingBestRacesNumber: null,
      finalRatingBestRacesPercent: null,
      hideParticipantsWithoutRatingInFinalRating: false,
    };
    const protocol = (protocolId: number, eventDate: string, riders: number[]): ProtocolInput => ({
      protocolId,
      eventDate,
      organizerId: 1,
      isRatingProtocol: true,
      isRatingEvent: true,
      isRatingFromProtocolFile: false,
      config,
      results: riders.map((id, index) => row(id, index + 1)),
    });
    // Riders 2, 5 and 8 are men (pool: every third is a woman, from 1).
    const scored = recalculateSeason({
      season: 2025,
      participants,
      protocols: [
        protocol(1, '2025-05-01', [2, 5, 8]), // 2: 100, 5: 50, 8: 10
        protocol(2, '2025-05-08', [5, 2]), // 5: 150, 2: 150
        protocol(3, '2025-05-15', [8]), // 8: 110
        protocol(4, '2025-05-15', [11, 14]), // 11: 100, 14: 50
      ],
    });
    const gains = protocolGainsOf(scored.protocols, participants);
    const history = placeHistory({ participantId: 8, protocols: gains });
    expect(history.days).toEqual([
      {
        day: '2025-05-01',
        before: null,
        after: { cents: 1000, place: 3, genderPlace: 3 },
        own: [{ protocolId: 1, cents: 1000 }],
        overtakenBy: [],
        overtook: 0,
      },
      {
        day: '2025-05-08',
        before: { cents: 1000, place: 3, genderPlace: 3 },
        after: { cents: 1000, place: 3, genderPlace: 3 },
        own: [],
        overtakenBy: [],
        overtook: 0,
      },
      {
        // 8 passes nobody (150 each ahead); 11 (100) and 14 (50) come in behind.
        day: '2025-05-15',
        before: { cents: 1000, place: 3, genderPlace: 3 },
        after: { cents: 11_000, place: 3, genderPlace: 3 },
        own: [{ protocolId: 3, cents: 10_000 }],
        overtakenBy: [],
        overtook: 0,
      },
    ]);
    const fourteen = placeHistory({ participantId: 14, protocols: gains });
    expect(fourteen.days).toHaveLength(1);
    const five = placeHistory({
      participantId: 5,
      protocols: gains,
      adjustments: [{ participantId: 11, points: 60, gender: genderOf(11) }],
    });
    // 5 shares first place with 2 from 8 May; a correction puts 11 (100 + 60) ahead of both.
    expect(five.days.map((day) => day.after.place)).toEqual([2, 1, 1]);
    expect(five.days[1]!.overtook).toBe(1);
    expect(five.final).toEqual({ cents: 15_000, place: 2, genderPlace: 2 });
  });
});
