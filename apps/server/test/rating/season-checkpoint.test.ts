import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  packCheckpoint,
  storedTallies,
  unpackCheckpoint,
} from '../../src/domain/rating/season-checkpoint.js';

/*
 * The season's checkpoint is stored packed (one record per rider: id, gender, hundredths, starts) and
 * read character by character. What comes out must be the tallies packed, each rider's gender as the
 * directory has it now when it has one.
 */

const tally = fc.record({
  participantId: fc.integer({ min: 1, max: 2_000_000_000 }),
  gender: fc.constantFrom('male' as const, 'female' as const),
  // Points can be negative (an administrator's correction below the rider's points).
  cents: fc.integer({ min: -10_000_000, max: 100_000_000 }),
  racesCount: fc.integer({ min: 0, max: 500 }),
});

describe("the season checkpoint's packing", () => {
  it('gives back the tallies packed, with the gender the directory has now', () => {
    fc.assert(
      fc.property(
        fc.array(tally, { maxLength: 30 }),
        fc.array(fc.boolean(), { maxLength: 30 }),
        (tallies, flip) => {
          const genderNow = new Map(
            tallies
              .filter((_, index) => flip[index])
              .map((t) => [t.participantId, t.gender === 'male' ? ('female' as const) : ('male' as const)]),
          );
          expect(unpackCheckpoint(packCheckpoint(tallies), genderNow)).toEqual(
            tallies.map((t) => ({ ...t, gender: genderNow.get(t.participantId) ?? t.gender })),
          );
        },
      ),
    );
  });

  it('unpacks the same checkpoint once, and another checkpoint as its own', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(tally, { maxLength: 10 }), { minLength: 1, maxLength: 6 }),
        (checkpoints) => {
          // Read in turn, each twice (the corrected rows' scoring, then the recalculation), as new texts.
          for (const tallies of checkpoints) {
            const first = storedTallies(`${packCheckpoint(tallies)}`);
            expect(first).toEqual(tallies);
            expect(storedTallies(packCheckpoint(tallies).slice(0))).toBe(first);
          }
        },
      ),
    );
  });
});
