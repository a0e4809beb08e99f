import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORE_DISTRIBUTION } from '@velo/contracts';
import { expectedField } from '../src/index.js';

describe('expected field of a race not yet run (start lists)', () => {
  it('gives F for a field that all finishes, Q from the top-100 riders, and R × F × Q rounded half up', () => {
    // 4 starters, all 4 score: p = 100 % → F = 0.2; 3 of the top 100 → Q = 1.015.
    expect(expectedField(DEFAULT_SCORE_DISTRIBUTION, 4, 3)).toEqual({
      F: 0.2,
      Q: 1.015,
      placePoints: [
        { place: 1, points: 40.6 },
        { place: 2, points: 36.54 },
        { place: 3, points: 33.5 }, // 33.495
        { place: 4, points: 30.86 }, // 30.856
      ],
    });
  });

  it('lists only the places that score, and a big field is worth more (rating.md bands)', () => {
    // 120 starters, 50 places score: p = 41.67 % → F = 0.7; Q capped at 1.5 with 150 top riders.
    const field = expectedField(DEFAULT_SCORE_DISTRIBUTION, 120, 150);
    expect(field.F).toBe(0.7);
    expect(field.Q).toBe(1.5);
    expect(field.placePoints).toHaveLength(50);
    expect(field.placePoints[0]).toEqual({ place: 1, points: 210 });
    expect(field.placePoints[49]).toEqual({ place: 50, points: 1.05 });
  });

  it('answers no places for an empty field', () => {
    expect(expectedField(DEFAULT_SCORE_DISTRIBUTION, 0, 0)).toEqual({ F: 1, Q: 1, placePoints: [] });
  });
});
