/**
 * The default score distribution (rating.md): points for gender places 1..50. 29th place is 23,
 * not the spec's misprinted 3: it keeps the step of 2 between 27th (27) and 30th (21).
 * Shared by the rating engine, the server (the Default config) and the 'Методика' dialog.
 */
export const DEFAULT_SCORE_DISTRIBUTION: readonly number[] = [
  200, 180, 165, 152, 140, 130, 120, 110, 100, 90, 85, 80, 75, 70, 65, 60, 56, 52, 48, 45, 42, 39, 36, 33, 31,
  29, 27, 25, 23, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
];

/*
 * The other rule numbers of rating.md that both the engine (packages/rating, which re-exports them
 * from its rating-constants) and the web's 'Методика начисления' dialog read: written only here.
 */

/** Bonus points: S (sprint), M (mountain), D (gap at the finish). */
export const SPRINT_BONUS = 15;
export const MOUNTAIN_BONUS = 15;
export const GAP_BONUS = 10;
/** D needs a lead of MORE than this over the gender's second finisher. */
export const GAP_BONUS_MIN_LEAD_MS = 15_000;

/** The config domain: seasons in which S, M and D are not awarded. The only place these years are written. */
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
