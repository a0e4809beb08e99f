import fc from 'fast-check';
import { rate } from 'openskill';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SKILL_PARAMETERS,
  beliefOn,
  finishingOrder,
  inRaceOrder,
  replaySkill,
  skillKey,
  type Belief,
  type RiderSkill,
  type SkillRace,
} from '../src/index.js';

/*
 * The replay walks column arrays and rates each match with its own running sums (packed-replay.ts):
 * here the same races are rated the plain way, each match by openskill's `rate` on objects, and both
 * must give every rider the same belief and the same number of rated races.
 */

const parameters = DEFAULT_SKILL_PARAMETERS;
const options = { mu: parameters.mu, sigma: parameters.sigma, beta: parameters.beta, tau: parameters.tau };
const kept = (value: number) => Math.round(value * 1e6) / 1e6;

const rateWithOpenskill = (beliefs: Belief[], ranks: number[]): Belief[] =>
  rate(
    beliefs.map(({ mu, sigma }) => [{ mu, sigma }]),
    { ...options, rank: ranks },
  ).map(([belief]) => ({ mu: belief!.mu, sigma: belief!.sigma }));

/** The model as decisions/rating.md states it, match by match with openskill. */
const plainReplay = (races: readonly SkillRace[]) => {
  const riders = new Map<number, RiderSkill>();
  for (const race of inRaceOrder(races)) {
    const before = new Map<number, Belief>();
    for (const finisher of race.finishers) {
      const key = skillKey(finisher.participantId, race.family);
      before.set(key, beliefOn(riders.get(key), race.day, parameters));
    }
    for (const gender of ['male', 'female'] as const) {
      const field = finishingOrder(race.finishers.filter((finisher) => finisher.gender === gender));
      if (field.length < 2) continue;
      const keys = field.map(({ finisher }) => skillKey(finisher.participantId, race.family));
      const after = rateWithOpenskill(
        keys.map((key) => before.get(key)!),
        field.map(({ place }) => place),
      );
      const categories = new Set(field.map(({ finisher }) => finisher.category));
      if (categories.size > 1) {
        for (const category of categories) {
          const members = field.flatMap((entry, i) => (entry.finisher.category === category ? [i] : []));
          if (members.length < 2) continue;
          const own = rateWithOpenskill(
            members.map((i) => before.get(keys[i]!)!),
            members.map((i) => field[i]!.place),
          );
          members.forEach((i, m) => {
            after[i] = {
              mu: (after[i]!.mu + own[m]!.mu) / 2,
              sigma: Math.sqrt((after[i]!.sigma ** 2 + own[m]!.sigma ** 2) / 2),
            };
          });
        }
      }
      field.forEach(({ finisher }, i) => {
        const key = keys[i]!;
        const history = [...(riders.get(key)?.history ?? [])];
        const mu = kept(after[i]!.mu);
        const sigma = kept(after[i]!.sigma);
        history.push({ protocolId: race.protocolId, day: race.day, mu, sigma });
        riders.set(key, {
          participantId: finisher.participantId,
          family: race.family,
          mu,
          sigma,
          races: history.length,
          lastDay: race.day,
          history,
        });
      });
    }
  }
  return riders;
};

const genderOf = (id: number) => (id % 3 === 0 ? 'female' : 'male');
const raceArb = (protocolId: number): fc.Arbitrary<SkillRace> =>
  fc
    .record({
      day: fc.integer({ min: 17_532, max: 17_532 + 900 }),
      family: fc.constantFrom('road' as const, 'gravel' as const),
      riders: fc.uniqueArray(fc.integer({ min: 1, max: 15 }), { minLength: 1, maxLength: 15 }),
      places: fc.array(fc.option(fc.integer({ min: 1, max: 8 })), { minLength: 15, maxLength: 15 }),
      times: fc.array(fc.option(fc.integer({ min: 1, max: 5 })), { minLength: 15, maxLength: 15 }),
      categories: fc.array(fc.constantFrom('', 'М40', 'М50', 'Ж40'), { minLength: 15, maxLength: 15 }),
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

describe('the replay', () => {
  it('rates every race as openskill rates its matches one by one (overall, categories, ties, time away)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 20 })
          .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => raceArb(i + 1)))),
        (races) => {
          const expected = plainReplay(races);
          const { riders } = replaySkill(races, new Map(), parameters);
          expect([...riders.keys()].sort()).toEqual([...expected.keys()].sort());
          for (const [key, rider] of expected) {
            const ours = riders.get(key)!;
            expect(ours.races).toBe(rider.races);
            expect(ours.lastDay).toBe(rider.lastDay);
            expect(ours.history.map((entry) => entry.protocolId)).toEqual(
              rider.history.map((entry) => entry.protocolId),
            );
            expect(ours.mu).toBeCloseTo(rider.mu, 4);
            expect(ours.sigma).toBeCloseTo(rider.sigma, 4);
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);
});
