import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING_CONFIG, DEFAULT_SCORE_DISTRIBUTION, scoreProtocol } from '../src/index.js';
import { buildFinishers, buildProtocol, noTop100, plainConfig } from './factories.js';

const rOfGenderPlace = (place: number): number => {
  const results = buildFinishers(place + 1);
  const scored = scoreProtocol(buildProtocol({ config: plainConfig(), results }), noTop100);
  return scored.results[place - 1]!.R;
};

describe('the default score distribution (R)', () => {
  it('lists the 50 values of rating.md', () => {
    expect(DEFAULT_SCORE_DISTRIBUTION).toEqual([
      200, 180, 165, 152, 140, 130, 120, 110, 100, 90, 85, 80, 75, 70, 65, 60, 56, 52, 48, 45, 42, 39, 36, 33,
      31, 29, 27, 25, 23, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect(DEFAULT_RATING_CONFIG.scoreDistribution).toBe(DEFAULT_SCORE_DISTRIBUTION);
  });

  it('gives the 1st finisher 200 points', () => {
    expect(rOfGenderPlace(1)).toBe(200);
  });

  it('gives the 29th finisher 23 points (the spec prints 3, a typo)', () => {
    expect(rOfGenderPlace(29)).toBe(23);
  });

  it('gives the 30th finisher 21 and the 31st 20 points', () => {
    expect(rOfGenderPlace(30)).toBe(21);
    expect(rOfGenderPlace(31)).toBe(20);
  });

  it('gives the 50th finisher 1 point and the 51st none', () => {
    expect(rOfGenderPlace(50)).toBe(1);
    expect(rOfGenderPlace(51)).toBe(0);
  });

  it('scores places past the end of a custom distribution 0', () => {
    const results = buildFinishers(3);
    const scored = scoreProtocol(
      buildProtocol({ config: plainConfig({ scoreDistribution: [10, 5] }), results }),
      noTop100,
    );
    expect(scored.results.map((result) => result.R)).toEqual([10, 5, 0]);
  });
});
