import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SKILL_PARAMETERS,
  replaySkill,
  skillBefore,
  type RiderSkill,
  type SkillRace,
} from '../src/index.js';

const parameters = DEFAULT_SKILL_PARAMETERS;
/** Twelve riders, a fixed gender each. */
const genderOf = (id: number) => (id % 3 === 0 ? 'female' : 'male');

const raceArb = (protocolId: number): fc.Arbitrary<SkillRace> =>
  fc
    .record({
      day: fc.integer({ min: 17_532, max: 17_532 + 900 }),
      family: fc.constantFrom('road' as const, 'mtb' as const),
      riders: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }),
      places: fc.array(fc.option(fc.integer({ min: 1, max: 8 })), { minLength: 12, maxLength: 12 }),
      times: fc.array(fc.option(fc.integer({ min: 1, max: 5 })), { minLength: 12, maxLength: 12 }),
      categories: fc.array(fc.constantFrom('', 'М40', 'М50'), { minLength: 12, maxLength: 12 }),
    })
    .map(({ day, family, riders, places, times, categories }) => ({
      protocolId,
      day,
      family,
      finishers: riders.map((participantId, i) => ({
        participantId,
        gender: genderOf(participantId),
        place: places[i] ?? null,
        timeMs: times[i] ?? null,
        rowOrder: i,
        category: categories[i]!,
      })),
    }));

const racesArb = fc
  .integer({ min: 1, max: 25 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => raceArb(i + 1))));

const full = (races: readonly SkillRace[]) => replaySkill(races, new Map(), parameters).riders;

/**
 * As the server runs it: the ratings stored by the last run, cut back to the day the data changed
 * from, then the races from that day replayed over them.
 */
const fromDay = (stored: ReadonlyMap<number, RiderSkill>, races: readonly SkillRace[], day: number) => {
  const start = new Map<number, RiderSkill>();
  for (const [key, rider] of stored) {
    const before = skillBefore(rider, day);
    if (before) start.set(key, before);
  }
  return replaySkill(
    races.filter((race) => race.day >= day),
    start,
    parameters,
  ).riders;
};

describe('recalculating from a day', () => {
  it('gives the same ratings as a full run, after races on that day or later were added, changed or removed', () => {
    fc.assert(
      fc.property(
        racesArb,
        racesArb,
        fc.integer({ min: 17_532, max: 17_532 + 900 }),
        (before, added, day) => {
          const stored = full(before);
          // From `day` on the data changed: the old races of those days are gone, new ones came.
          const after = [
            ...before.filter((race) => race.day < day),
            ...added.map((race) => ({
              ...race,
              protocolId: race.protocolId + 1000,
              day: Math.max(race.day, day),
            })),
          ];
          expect(fromDay(stored, after, day)).toEqual(full(after));
        },
      ),
      { numRuns: 200 },
    );
    // 200 random histories take 3–6 s on a shared machine: more than vitest's default 5 s.
  }, 30_000);

  it('gives the same ratings from any day of unchanged data', () => {
    fc.assert(
      fc.property(racesArb, fc.integer({ min: 17_532, max: 17_532 + 900 }), (races, day) => {
        const stored = full(races);
        expect(fromDay(stored, races, day)).toEqual(stored);
      }),
      { numRuns: 200 },
    );
  });
});
