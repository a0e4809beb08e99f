import { DEFAULT_SCORE_DISTRIBUTION } from '@velo/contracts';
import type { RatingConfig } from './types.js';

/**
 * The rule constants of rating.md, in one place. Everything that is a number in the rules
 * is named here, so the engine can be read against rating.md line by line.
 */

/**
 * R by gender place in the `Default` config: 200 … 25, 23 (29th; the spec's 3 is a typo), 21,
 * then 20 (31st) down to 1 (50th). It lives in @velo/contracts because the server's Default
 * config and the web's 'Методика' dialog show the same list; re-exported here as a rule.
 */
export { DEFAULT_SCORE_DISTRIBUTION };

/** Bonus points: S (sprint), M (mountain), D (gap at the finish). */
export const SPRINT_BONUS = 15;
export const MOUNTAIN_BONUS = 15;
export const GAP_BONUS = 10;
/** D needs a lead of MORE than this over the gender's second finisher. */
export const GAP_BONUS_MIN_LEAD_MS = 15_000;

/**
 * The config domain: seasons in which S, M and D are not awarded. The only place these
 * years are written.
 */
export const SEASONS_WITHOUT_BONUSES: ReadonlySet<number> = new Set([2022, 2023, 2024]);

/**
 * F (significance) in `auto` mode by the share p of starters who score. Read top-down: the
 * first band whose `minPercent` p reaches gives F. Percentages are integers so the comparison
 * `100 × scorers ≥ minPercent × starters` is exact at the boundaries.
 */
export const SIGNIFICANCE_BANDS: readonly { readonly minPercent: number; readonly F: number }[] = [
  { minPercent: 80, F: 0.2 },
  { minPercent: 50, F: 0.5 },
  { minPercent: 30, F: 0.7 },
  { minPercent: 15, F: 0.85 },
  { minPercent: 0, F: 1 },
];

/** Q (representation) in `auto` mode is 1 + n / 200, and never above 1.5 in any mode. */
export const REPRESENTATION_DIVISOR = 200;
export const MAX_REPRESENTATION_RATIO = 1.5;

/** Q counts starters from this many top places of the national rating (ties at the last place count). */
export const TOP_PLACES_FOR_REPRESENTATION = 100;

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
