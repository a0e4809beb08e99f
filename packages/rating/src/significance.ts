import { SIGNIFICANCE_BANDS } from './rating-constants.js';
import type { RatingConfig } from './types.js';

/**
 * F in `auto` mode from integers, so the band boundaries are exact (exactly 80% is p ≥ 80%).
 * A gender with no starters has p = 0 and F = 1; nobody of it scores anyway.
 */
export const autoSignificance = (scorers: number, starters: number): number => {
  if (starters === 0) return 1;
  const band = SIGNIFICANCE_BANDS.find(({ minPercent }) => 100 * scorers >= minPercent * starters);
  return band?.F ?? 1;
};

/** p as a percentage rounded half-up to 2 decimals (83.33 for 50 of 60), 0 without starters. */
export const significancePercent = (scorers: number, starters: number): number => {
  if (starters === 0) return 0;
  const hundredthsOfPercent = Math.floor((2 * 10_000 * scorers + starters) / (2 * starters));
  return hundredthsOfPercent / 100;
};

/** F by the config's mode; a `custom` mode without a value applies no coefficient (1). */
export const significanceRatio = (config: RatingConfig, scorers: number, starters: number): number => {
  switch (config.significanceRatioCalculationMode) {
    case 'auto':
      return autoSignificance(scorers, starters);
    case 'custom':
      return config.significanceRatio ?? 1;
    case 'ignore':
      return 1;
  }
};
