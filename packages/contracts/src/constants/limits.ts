/** Limits of uploads and of the data a person types (spec part 1 §5, part 2 §5, §9). */

/** Uploads (documents, protocol files, photos) are refused above 30 MB (31457280 bytes). */
export const MAX_UPLOAD_BYTES = 31_457_280;

export const DEFAULT_CATEGORY_COLOR = '#cccccc';
export const DEFAULT_LOGIN_PROVIDER = 'Email';

export const PASSWORD_MIN_LENGTH = 6;

/** A rider's data (part 2 §5): the year of birth from 1901 to the current year, weight and height. */
export const PARTICIPANT_LIMITS = {
  minBirthYear: 1901,
  minWeight: 10,
  maxWeight: 149,
  minHeight: 100,
  maxHeight: 249,
} as const;

/** The latest year of birth: the current year, read when a value is checked (a server runs across New Year). */
export const maxBirthYear = (now: Date = new Date()): number => now.getFullYear();

/** Lengths of the profile's text fields. */
export const PROFILE_TEXT_LIMITS = { nameTransliteration: 100, club: 200, uciId: 30, strava: 300 } as const;
