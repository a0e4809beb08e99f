import fc from 'fast-check';
import { predictWin } from 'openskill';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SKILL_PARAMETERS,
  aheadProbability,
  orderAgreement,
  predictPlaces,
  spearman,
} from '../src/index.js';

const parameters = DEFAULT_SKILL_PARAMETERS;

describe('predictions', () => {
  it('gives the stronger rider the better chance of finishing ahead, the two chances summing to one', () => {
    const a = { mu: 30, sigma: 2 };
    const b = { mu: 25, sigma: 2 };
    const p = aheadProbability(a, b, parameters);
    expect(p).toBeGreaterThan(0.5);
    expect(p + aheadProbability(b, a, parameters)).toBeCloseTo(1, 12);
    // Φ(5 / √(2β² + 8)) by hand: 5 / √(34.72 + 8) = 0.7649 → 0.778.
    expect(p).toBeCloseTo(0.778, 3);
    expect(aheadProbability(a, a, parameters)).toBeCloseTo(0.5, 6);
  });

  it('answers what openskill’s predictWin answers for two riders', () => {
    const belief = fc.record({
      mu: fc.double({ min: 5, max: 45, noNaN: true }),
      sigma: fc.double({ min: 0.5, max: 25 / 3, noNaN: true }),
    });
    fc.assert(
      fc.property(belief, belief, (a, b) => {
        const [theirs] = predictWin([[a], [b]], { beta: parameters.beta });
        expect(Math.abs(aheadProbability(a, b, parameters) - theirs!)).toBeLessThan(1e-6);
      }),
    );
  });

  it('orders a field by skill, with 80 % ranges that hold 80 % of races drawn from the same model', () => {
    const field = Array.from({ length: 30 }, (_, i) => ({ mu: 35 - i * 0.6, sigma: 1 + (i % 5) * 0.5 }));
    const predictions = predictPlaces(field, parameters, { samples: 2000, seed: 7 });
    expect(predictions.map((p) => p.order).slice(0, 3)).toEqual([1, 2, 3]);
    expect(predictions.at(-1)!.order).toBe(30);
    for (const p of predictions) {
      expect(p.low).toBeLessThanOrEqual(p.medianPlace);
      expect(p.medianPlace).toBeLessThanOrEqual(p.high);
      expect(p.high).toBeLessThanOrEqual(30);
    }
    // Races drawn independently (another seed) land inside their rider's range about 80 % of the time.
    let inside = 0;
    let total = 0;
    let seed = 12345;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let race = 0; race < 400; race += 1) {
      const performance = field.map(({ mu, sigma }) => {
        const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
        return mu + Math.sqrt(sigma ** 2 + parameters.beta ** 2) * normal;
      });
      const order = field.map((_, i) => i).sort((x, y) => performance[y]! - performance[x]!);
      order.forEach((rider, place) => {
        total += 1;
        if (place + 1 >= predictions[rider]!.low && place + 1 <= predictions[rider]!.high) inside += 1;
      });
    }
    // The ends are whole places, so a range holds a little more than 80 %.
    expect(inside / total).toBeGreaterThan(0.78);
    expect(inside / total).toBeLessThan(0.9);
  });

  it('gives the same ranges for the same field and seed', () => {
    const field = [
      { mu: 28, sigma: 3 },
      { mu: 26, sigma: 1 },
      { mu: 24, sigma: 5 },
    ];
    expect(predictPlaces(field, parameters, { seed: 3 })).toEqual(
      predictPlaces(field, parameters, { seed: 3 }),
    );
  });

  it('counts pairs ordered as predicted, a predicted tie as half', () => {
    // Predicted scores 3 > 2 > 1; actual places 1, 3, 2: pairs (0,1) and (0,2) agree, (1,2) not.
    expect(orderAgreement([3, 2, 1], [1, 3, 2])).toEqual({ pairs: 3, agreed: 2 });
    expect(orderAgreement([1, 1, 1], [1, 2, 3])).toEqual({ pairs: 3, agreed: 1.5 });
    // Riders sharing a place make no pair.
    expect(orderAgreement([3, 2, 1], [1, 1, 2])).toEqual({ pairs: 2, agreed: 2 });
  });

  it('correlates ranks as Spearman does', () => {
    expect(spearman([3, 2, 1], [1, 2, 3])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3], [1, 2, 3])).toBeCloseTo(-1, 12);
    expect(spearman([4, 3, 2, 1], [2, 1, 3, 4])).toBeCloseTo(0.8, 12);
    expect(spearman([1, 1], [1, 2])).toBeNull();
  });
});
