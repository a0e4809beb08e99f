import { DEFAULT_SCORE_DISTRIBUTION } from '@velo/contracts';
import { describe, expect, it } from 'vitest';
import { PLACE_POINTS } from './methodology';

describe('the methodology dialog’s place points', () => {
  it('are the default distribution, with 23 for 29th place', () => {
    expect(PLACE_POINTS).toEqual(DEFAULT_SCORE_DISTRIBUTION);
    expect(PLACE_POINTS[28]).toBe(23);
    expect(PLACE_POINTS).toHaveLength(50);
  });
});
