import { ceilOfProductOver } from './exact-decimal.js';
import type { RatingConfig } from './types.js';

type BestRacesRule = Pick<RatingConfig, 'finalRatingBestRacesNumber' | 'finalRatingBestRacesPercent'>;

/**
 * How many of a participant's best results a series sums: N when the config sets N, else
 * ceil(P% × the series' rating protocols of the season) when it sets P, else all of them.
 * N wins when both are set (rating.md names it first); 0 or less reads as not set, since
 * "sum none of the results" cannot be what an organizer meant.
 */
export const countedRacesLimit = (rule: BestRacesRule, seriesProtocolCount: number): number => {
  const { finalRatingBestRacesNumber: bestNumber, finalRatingBestRacesPercent: bestPercent } = rule;
  if (bestNumber !== null && bestNumber > 0) return Math.floor(bestNumber);
  if (bestPercent !== null && bestPercent > 0)
    return ceilOfProductOver(bestPercent, seriesProtocolCount, 100);
  return Infinity;
};

/** The sum of the `limit` best results (in hundredths). */
export const sumOfBest = (cents: readonly number[], limit: number): number => {
  const best = cents.length <= limit ? cents : [...cents].sort((a, b) => b - a).slice(0, limit);
  return best.reduce((total, value) => total + value, 0);
};
