import {
  DEFAULT_SCORE_DISTRIBUTION,
  GAP_BONUS,
  GAP_BONUS_MIN_LEAD_MS,
  MAX_REPRESENTATION_RATIO,
  MOUNTAIN_BONUS,
  REPRESENTATION_DIVISOR,
  SEASONS_WITHOUT_BONUSES,
  SIGNIFICANCE_BANDS,
  SPRINT_BONUS,
  TOP_PLACES_FOR_REPRESENTATION,
} from '@velo/contracts';
import type { RatingConfig } from './types.js';

/**
 * The rule constants of rating.md, in one place. Everything that is a number in the rules
 * is named here, so the engine can be read against rating.md line by line.
 */

/**
 * The numbers of the rules live in @velo/contracts, because the server's Default config and the
 * web's 'Методика' dialog show the same ones; re-exported here as the engine's rules:
 * R by gender place in the `Default` config (200 … 25, 23 (29th; the spec's 3 is a typo), 21, then
 * 20 (31st) down to 1 (50th)); the bonuses S, M and D and D's minimal lead; the seasons without
 * bonuses; the F bands of `auto` mode; Q's divisor and cap; the top places that Q counts.
 */
export {
  DEFAULT_SCORE_DISTRIBUTION,
  GAP_BONUS,
  GAP_BONUS_MIN_LEAD_MS,
  MAX_REPRESENTATION_RATIO,
  MOUNTAIN_BONUS,
  REPRESENTATION_DIVISOR,
  SEASONS_WITHOUT_BONUSES,
  SIGNIFICANCE_BANDS,
  SPRINT_BONUS,
  TOP_PLACES_FOR_REPRESENTATION,
};

/** The `Default` config: default distribution, F and Q computed, no best-races rule. */
export const DEFAULT_RATING_CONFIG: RatingConfig = Object.freeze({
  scoreDistribution: DEFAULT_SCORE_DISTRIBUTION,
  significanceRatioCalculationMode: 'auto',
  significanceRatio: null,
  representationRatioCalculationMode: 'auto',
  representationRatio: null,
  finalRatingBestRacesNumber: null,
  finalRatingBestRacesPercent: null,
  hideParticipantsWithoutRatingInFinalRating: false,
});
