/**
 * The seasons the portal supports, oldest first (spec part 1 §9), and the year in review (part 2
 * §2.4). The one place these years are written.
 */
export const FIRST_SEASON = 2018;
export const LAST_SEASON = 2025;
export const SUPPORTED_SEASONS: readonly number[] = Array.from(
  { length: LAST_SEASON - FIRST_SEASON + 1 },
  (_, i) => FIRST_SEASON + i,
);
export const isSupportedSeason = (year: number): boolean =>
  Number.isInteger(year) && year >= FIRST_SEASON && year <= LAST_SEASON;

/** The year-in-review dialog (part 2 §2.4, §9): a fixed year, its 3 best places. */
export const YEAR_IN_REVIEW = { year: 2024, bestPlacesNumber: 3 } as const;
