import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORE_DISTRIBUTION,
  nationalStandings,
  recalculateSeason,
  scoreProtocol,
  TOP_PLACES_FOR_REPRESENTATION,
  type ProtocolInput,
  type ScoredProtocol,
  type Top100ByGender,
} from '../src/index.js';
import { pool, protocolArb, seasonArb } from './arbitraries.js';

const RUNS = { numRuns: 120 };
const participants = pool;

const recalculate = (protocols: readonly ProtocolInput[]) =>
  recalculateSeason({ season: 2025, protocols, participants });

/** A random subset of the pool as each gender's top 100, for scoring one protocol alone. */
const top100Arb: fc.Arbitrary<Top100ByGender> = fc
  .subarray(pool.map((participant) => participant.id))
  .map((ids) => ({ male: new Set(ids), female: new Set(ids) }));

/**
 * The rule read plainly: before each day, build the standings from scratch out of the points of
 * earlier days' rating protocols, take each gender's top 100 (ties at 100 included), and score.
 * Slow on purpose; the engine must agree with it.
 */
const referenceWalk = (protocols: readonly ProtocolInput[]): ScoredProtocol[] => {
  const ordered = [...protocols].sort((a, b) =>
    a.eventDate === b.eventDate ? a.protocolId - b.protocolId : a.eventDate < b.eventDate ? -1 : 1,
  );
  const scored: ScoredProtocol[] = [];
  for (const protocol of ordered) {
    const earlier = scored.filter(
      (done) => done.eventDate < protocol.eventDate && done.isRatingProtocol && done.isRatingEvent,
    );
    const standings = nationalStandings({ season: 2025, protocols: earlier, participants });
    const topOf = (gender: 'male' | 'female') =>
      new Set(
        standings
          .filter((row) => row.gender === gender && row.genderPlace <= TOP_PLACES_FOR_REPRESENTATION)
          .map((row) => row.participantId),
      );
    scored.push(scoreProtocol(protocol, { male: topOf('male'), female: topOf('female') }));
  }
  return scored;
};

describe('properties of the engine', () => {
  it('agrees with recomputing the standings from scratch before every race day', () => {
    fc.assert(
      fc.property(seasonArb({ maxProtocols: 7 }), (protocols) => {
        expect(recalculate(protocols).protocols).toEqual(referenceWalk(protocols));
      }),
      { numRuns: 60 },
    );
  });

  it('gives identical scores and standings for the same protocols in any order', () => {
    fc.assert(
      fc.property(
        seasonArb().chain((protocols) =>
          fc.tuple(
            fc.constant(protocols),
            fc.shuffledSubarray(protocols, {
              minLength: protocols.length,
            }),
          ),
        ),
        ([protocols, shuffled]) => {
          expect(recalculate(shuffled)).toEqual(recalculate(protocols));
        },
      ),
      RUNS,
    );
  });

  it('changes nothing when recalculating the same input again, and never changes the input', () => {
    fc.assert(
      fc.property(seasonArb(), (protocols) => {
        const before: unknown = JSON.parse(JSON.stringify(protocols));
        const first = recalculate(protocols);
        const second = recalculate(protocols);
        expect(second).toEqual(first);
        expect(protocols).toEqual(before);
      }),
      RUNS,
    );
  });

  it('never gives a better gender place fewer R (default distribution)', () => {
    fc.assert(
      fc.property(protocolArb(1), top100Arb, (protocol, top100) => {
        const scored = scoreProtocol(
          { ...protocol, config: { ...protocol.config, scoreDistribution: DEFAULT_SCORE_DISTRIBUTION } },
          top100,
        );
        for (const gender of ['male', 'female'] as const) {
          const finishers = scored.results.filter(
            (result) => result.gender === gender && result.genderPlace !== null,
          );
          for (const better of finishers) {
            for (const worse of finishers) {
              if (better.genderPlace! < worse.genderPlace!) expect(better.R).toBeGreaterThanOrEqual(worse.R);
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('keeps 0.2 ≤ F ≤ 1 and 1 ≤ Q ≤ 1.5 in auto modes', () => {
    fc.assert(
      fc.property(seasonArb({ autoOnly: true }), (protocols) => {
        for (const protocol of recalculate(protocols).protocols) {
          for (const { F, Q } of Object.values(protocol.genders)) {
            expect(F).toBeGreaterThanOrEqual(0.2);
            expect(F).toBeLessThanOrEqual(1);
            expect(Q).toBeGreaterThanOrEqual(1);
            expect(Q).toBeLessThanOrEqual(1.5);
          }
        }
      }),
      RUNS,
    );
  });

  it('never gives negative points', () => {
    fc.assert(
      fc.property(seasonArb(), (protocols) => {
        const season = recalculate(protocols);
        for (const protocol of season.protocols) {
          for (const result of protocol.results) expect(result.points).toBeGreaterThanOrEqual(0);
        }
        for (const row of season.standings) expect(row.rating).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('rounds (R + S + M + D) × F × Q half-up exactly, as integer arithmetic does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.constantFrom(20, 50, 70, 85, 100),
        fc.integer({ min: 0, max: 100 }),
        (base, fHundredths, n) => {
          const members = Array.from({ length: n }, (_, index) => 5000 + index);
          const protocol: ProtocolInput = {
            protocolId: 1,
            eventDate: '2025-06-01',
            organizerId: 1,
            isRatingProtocol: true,
            isRatingEvent: true,
            isRatingFromProtocolFile: false,
            config: {
              scoreDistribution: [base],
              significanceRatioCalculationMode: 'custom',
              significanceRatio: fHundredths / 100,
              representationRatioCalculationMode: 'auto',
              representationRatio: null,
              finalRatingBestRacesNumber: null,
              finalRatingBestRacesPercent: null,
              hideParticipantsWithoutRatingInFinalRating: false,
            },
            results: [
              ...members.map((participantId, index) => ({
                resultId: index + 2,
                participantId,
                gender: 'male' as const,
                status: 'DNF' as const,
                place: null,
                timeMs: null,
                rowOrder: index + 2,
                sprintWinner: false,
                mountainWinner: false,
                pointsFromFile: null,
              })),
              {
                resultId: 1,
                participantId: 1,
                gender: 'male',
                status: 'F',
                place: 1,
                timeMs: null,
                rowOrder: 1,
                sprintWinner: false,
                mountainWinner: false,
                pointsFromFile: null,
              },
            ],
          };
          const scored = scoreProtocol(protocol, { male: new Set(members), female: new Set() });
          // points × 100 = base × f / 100 × (200 + n) / 200 × 100 = base × f × (200 + n) / 200
          const numerator = base * fHundredths * (200 + Math.min(n, 100));
          const expectedCents = Math.floor((2 * numerator + 200) / 400);
          expect(Math.round(scored.results.at(-1)!.points * 100)).toBe(expectedCents);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('makes the national ratings add up to the points of rating protocols', () => {
    fc.assert(
      fc.property(seasonArb(), (protocols) => {
        const season = recalculate(protocols);
        const counted = season.protocols
          .filter((protocol) => protocol.isRatingProtocol && protocol.isRatingEvent)
          .flatMap((protocol) => protocol.results)
          .reduce((cents, result) => cents + Math.round(result.points * 100), 0);
        const rated = season.standings.reduce((cents, row) => cents + Math.round(row.rating * 100), 0);
        expect(rated).toBe(counted);
      }),
      RUNS,
    );
  });
});
