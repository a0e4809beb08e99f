/**
 * Business constants shared by the server and the web app (spec part 1 §9, part 2 §9). Plain values
 * without zod: the web app imports them as `@velo/contracts/constants` on a first load, and the
 * schemas are built from them. Each value is written here once.
 */

export { DEFAULT_SCORE_DISTRIBUTION } from './rating-constants.js';

/** Seasons the portal supports, oldest first. Tabs show them newest first. */
export const FIRST_SEASON = 2018;
export const LAST_SEASON = 2025;
export const SUPPORTED_SEASONS: readonly number[] = Array.from(
  { length: LAST_SEASON - FIRST_SEASON + 1 },
  (_, i) => FIRST_SEASON + i,
);
export const isSupportedSeason = (year: number): boolean =>
  Number.isInteger(year) && year >= FIRST_SEASON && year <= LAST_SEASON;

/** Page sizes of the public lists; the default is 10. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** Page sizes of a rider's protocols table (part 2 §2.3, §9): up to 1000. */
export const PROFILE_PROTOCOL_PAGE_SIZES = [10, 20, 50, 100, 1000] as const;
export type ProfileProtocolPageSize = (typeof PROFILE_PROTOCOL_PAGE_SIZES)[number];
/** The largest page any paged call hands out (the wizard's event lookup asks for 1000). */
export const MAX_PAGE_SIZE = 1000;

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

/** Profile edit limits, shared with the form (part 2 §5). */
export const participantEditLimits = { ...PARTICIPANT_LIMITS, maxBirthYear: () => maxBirthYear() } as const;

/** Lengths of the profile's text fields. */
export const PROFILE_TEXT_LIMITS = { nameTransliteration: 100, club: 200, uciId: 30, strava: 300 } as const;

export const YEAR_IN_REVIEW = { year: 2024, bestPlacesNumber: 3 } as const;

// Sort fields of the paged lists (case-insensitive on the server).

/** The rating table; the default is place ascending. */
export const RATING_SORT_FIELDS = ['place', 'genderPlace', 'rating', 'lastName', 'racesCount'] as const;
export type RatingSortField = (typeof RATING_SORT_FIELDS)[number];

/** A rider's protocols: all columns sort (part 2 §2.3). */
export const PARTICIPANT_PROTOCOL_SORT_FIELDS = [
  'protocolName',
  'eventName',
  'eventDate',
  'place',
  'rating',
  'club',
] as const;
export type ParticipantProtocolSortField = (typeof PARTICIPANT_PROTOCOL_SORT_FIELDS)[number];

/** The event lists; the default is eventDate. */
export const EVENT_SORT_FIELDS = ['eventDate', 'raceName', 'organizer', 'createdOn'] as const;

/** The organizer list; the default is name. */
export const ORGANIZER_SORT_FIELDS = ['name', 'createdOn', 'updatedOn', 'id'] as const;

export const CLUSTER_SORT_FIELDS = ['createdOn', 'name'] as const;

/** The news list; the default is createdOn, newest first. */
export const NEWS_SORT_FIELDS = [
  'createdOn',
  'title',
  'startVisibleInRunningLine',
  'endVisibleInRunningLine',
] as const;
