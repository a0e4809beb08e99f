/**
 * The profile form's bounds of part 2 §5, as `packages/contracts` fixes them (participantEditLimits,
 * PROFILE_TEXT_LIMITS, UCI_ID_PATTERN, STRAVA_PATTERN, YEAR_IN_REVIEW; a test keeps them equal).
 * Plain values, so the profile page does not pull the whole contracts package and zod into its chunk.
 */
export const EDIT_LIMITS = {
  minBirthYear: 1901,
  minWeight: 10,
  maxWeight: 149,
  minHeight: 100,
  maxHeight: 249,
} as const;

/** The year of birth may not be later than the current year (read when checked). */
export const maxBirthYear = (now: Date = new Date()): number => now.getFullYear();

export const TEXT_LIMITS = { nameTransliteration: 100, club: 200, uciId: 30, strava: 300 } as const;

/** UCI ID: digits and hyphens only. */
export const UCI_ID_PATTERN = /^[\d-]*$/;

/** A Strava athlete number or a link to the athlete's page. */
export const STRAVA_PATTERN = /^(\d+|https?:\/\/[^\s]+)$/i;

/** The year-in-review dialog (part 2 §2.4, §9): a fixed year, 3 best places. */
export const YEAR_IN_REVIEW = { year: 2024, bestPlacesNumber: 3 } as const;

/** Photos and documents: at most 30 MB (part 2 §5, §9). */
export const MAX_UPLOAD_BYTES = 31457280;
