import fc from 'fast-check';
import { rate } from 'openskill';
import { bradleyTerryPart } from 'openskill/models';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SKILL_PARAMETERS, rateBradleyTerryPart, ratePlackettLuce } from '../src/index.js';

const parameters = DEFAULT_SKILL_PARAMETERS;
const options = { mu: parameters.mu, sigma: parameters.sigma, beta: parameters.beta, tau: parameters.tau };

describe('one ranked match (Plackett–Luce)', () => {
  it('moves two new riders as worked out by hand: the winner up, the loser down by the same, both surer', () => {
    // σ'² = σ² + τ² for both; c = √(2 (σ'² + β²)); equal strengths, so the winner's ω = 1 − 1/2 and
    // the loser's ω = 1 − (1/2 + 1): μ moves by ± ½ σ'² / c.
    const sigmaSquared = (25 / 3) ** 2 + (25 / 300) ** 2;
    const c = Math.sqrt(2 * (sigmaSquared + (25 / 6) ** 2));
    const step = (0.5 * sigmaSquared) / c;
    // δ: the winner's 1/2 − 1/4, the loser's (1/2 + 1) − (1/4 + 1): both 1/4.
    const sigma =
      Math.sqrt(sigmaSquared) * Math.sqrt(1 - 0.25 * (sigmaSquared / c ** 2) * (Math.sqrt(sigmaSquared) / c));
    const [winner, loser] = ratePlackettLuce(
      [
        { mu: 25, sigma: 25 / 3 },
        { mu: 25, sigma: 25 / 3 },
      ],
      [1, 2],
      parameters,
    );
    expect(winner!.mu).toBeCloseTo(25 + step, 12);
    expect(loser!.mu).toBeCloseTo(25 - step, 12);
    expect(step).toBeCloseTo(2.6354, 4);
    expect(winner!.sigma).toBeCloseTo(sigma, 12);
    expect(loser!.sigma).toBeCloseTo(sigma, 12);
    expect(sigma).toBeLessThan(25 / 3);
  });

  it('answers what openskill answers for any field, ties included', () => {
    const field = fc.array(
      fc.record({
        mu: fc.double({ min: 5, max: 45, noNaN: true }),
        sigma: fc.double({ min: 0.5, max: 25 / 3, noNaN: true }),
        place: fc.integer({ min: 1, max: 12 }),
      }),
      { minLength: 2, maxLength: 40 },
    );
    fc.assert(
      fc.property(field, (riders) => {
        const ours = ratePlackettLuce(
          riders,
          riders.map((r) => r.place),
          parameters,
        );
        const theirs = rate(
          riders.map(({ mu, sigma }) => [{ mu, sigma }]),
          { ...options, rank: riders.map((r) => r.place) },
        );
        ours.forEach((belief, i) => {
          expect(belief.mu).toBeCloseTo(theirs[i]![0]!.mu, 9);
          expect(belief.sigma).toBeCloseTo(theirs[i]![0]!.sigma, 9);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('answers what openskill’s Bradley–Terry with partial pairing answers, ties included', () => {
    const field = fc.array(
      fc.record({
        mu: fc.double({ min: 5, max: 45, noNaN: true }),
        sigma: fc.double({ min: 0.5, max: 25 / 3, noNaN: true }),
        place: fc.integer({ min: 1, max: 12 }),
      }),
      { minLength: 2, maxLength: 40 },
    );
    fc.assert(
      fc.property(field, (riders) => {
        const ours = rateBradleyTerryPart(
          riders,
          riders.map((r) => r.place),
          parameters,
        );
        const theirs = rate(
          riders.map(({ mu, sigma }) => [{ mu, sigma }]),
          { ...options, rank: riders.map((r) => r.place), model: bradleyTerryPart },
        );
        ours.forEach((belief, i) => {
          expect(belief.mu).toBeCloseTo(theirs[i]![0]!.mu, 9);
          expect(belief.sigma).toBeCloseTo(theirs[i]![0]!.sigma, 9);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('leaves a lone rider as they were', () => {
    expect(ratePlackettLuce([{ mu: 30, sigma: 2 }], [1], parameters)).toEqual([{ mu: 30, sigma: 2 }]);
  });
});
