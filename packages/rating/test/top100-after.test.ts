import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { top100OfTallies, top100OfTalliesAfter, type Tally } from '../src/index.js';

/*
 * A corrected protocol is scored against each gender's top 100 before its race day: the season's
 * checkpoint plus what the days after it gave. Looking only at the checkpoint's leaders and the riders
 * of those days must give the top 100 of everyone's totals, ties at place 100 included.
 */

const tallies = (
  ids: fc.Arbitrary<number>,
  cents: fc.Arbitrary<number>,
  length: { minLength: number; maxLength: number },
) =>
  fc.uniqueArray(
    fc.record({
      participantId: ids,
      gender: fc.constantFrom('male' as const, 'female' as const),
      cents,
      racesCount: fc.integer({ min: 1, max: 20 }),
    }),
    { selector: (tally) => tally.participantId, ...length },
  );

/** Everyone's totals: the carried tally plus the later one, the carried gender kept. */
const merged = (carried: readonly Tally[], later: readonly Tally[]): Tally[] => {
  const byParticipant = new Map(carried.map((tally) => [tally.participantId, tally]));
  for (const tally of later) {
    const known = byParticipant.get(tally.participantId);
    byParticipant.set(tally.participantId, known ? { ...known, cents: known.cents + tally.cents } : tally);
  }
  return [...byParticipant.values()];
};

describe('the top 100 after a checkpoint', () => {
  it('is the top 100 of everyone’s totals, whoever the checkpoint and the later days name', () => {
    fc.assert(
      fc.property(
        // Few distinct totals (ties at place 100), ids shared between the two.
        // The checkpoint: over 100 riders of each gender as a rule, so that place 100 is contested.
        tallies(
          fc.integer({ min: 1, max: 600 }),
          fc.integer({ min: 0, max: 40 }).map((c) => c * 50),
          { minLength: 150, maxLength: 450 },
        ),
        tallies(
          fc.integer({ min: 1, max: 700 }),
          fc.integer({ min: 0, max: 40 }).map((c) => c * 50),
          { minLength: 0, maxLength: 150 },
        ),
        // Now and then a later day took points away (a protocol's own points): everyone is looked at then.
        fc.boolean(),
        (carried, laterPoints, withLoss) => {
          const later =
            withLoss && laterPoints.length > 0
              ? [{ ...laterPoints[0]!, cents: -50 }, ...laterPoints.slice(1)]
              : laterPoints;
          const members = (top: ReturnType<typeof top100OfTallies>) =>
            Array.from(
              { length: 710 },
              (_, index) => `${top.male.has(index + 1)}/${top.female.has(index + 1)}`,
            ).join(' ');
          const expected = members(top100OfTallies(merged(carried, later)));
          // Asked twice: the second time the checkpoint's leaders are the ones kept for it.
          expect(members(top100OfTalliesAfter(carried, later))).toBe(expected);
          expect(members(top100OfTalliesAfter(carried, later))).toBe(expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});
