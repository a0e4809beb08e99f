/** Business constants shared by the server and the web app (spec part 1 §9, part 2 §9). */

/** Seasons the portal supports, oldest first. Tabs show them newest first. */
export const FIRST_SEASON = 2018;
export const LAST_SEASON = 2025;
export const SUPPORTED_SEASONS: readonly number[] = Array.from(
  { length: LAST_SEASON - FIRST_SEASON + 1 },
  (_, i) => FIRST_SEASON + i,
);
export const isSupportedSeason = (year: number): boolean =>
  Number.isInteger(year) && year >= FIRST_SEASON && year <= LAST_SEASON;

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const PROFILE_PROTOCOL_PAGE_SIZES = [10, 20, 50, 100, 1000] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The largest page any paged call hands out (the wizard's event lookup asks for 1000). */
export const MAX_PAGE_SIZE = 1000;

/** Uploads (documents, protocol files, photos) are refused above 30 MB (31457280 bytes). */
export const MAX_UPLOAD_BYTES = 31_457_280;

export const DEFAULT_CATEGORY_COLOR = '#cccccc';
export const DEFAULT_LOGIN_PROVIDER = 'Email';

export const PASSWORD_MIN_LENGTH = 6;

export const PARTICIPANT_LIMITS = {
  minBirthYear: 1901,
  minWeight: 10,
  maxWeight: 149,
  minHeight: 100,
  maxHeight: 249,
} as const;

export const YEAR_IN_REVIEW = { year: 2024, bestPlacesNumber: 3 } as const;
