/**
 * Seasons and paging constants of spec part 1 §9, as `packages/contracts` fixes them
 * (SUPPORTED_SEASONS, PAGE_SIZES, DEFAULT_PAGE_SIZE; a test keeps them equal). Kept here as plain
 * values so a public page does not pull the whole contracts package and zod into its first load.
 */
export const FIRST_SEASON = 2018;
export const LAST_SEASON = 2025;
/** Newest first, as the year tabs show them. */
export const SEASONS_NEWEST_FIRST: readonly number[] = Array.from(
  { length: LAST_SEASON - FIRST_SEASON + 1 },
  (_, i) => LAST_SEASON - i,
);

export const isSupportedSeason = (year: number): boolean =>
  Number.isInteger(year) && year >= FIRST_SEASON && year <= LAST_SEASON;

/** The spec's message for a year outside 2018–2025. */
export const INVALID_YEAR_MESSAGE = 'не валидный год';

/** The current year is preselected; outside the supported seasons, the nearest one is. */
export const defaultSeason = (today: Date = new Date()): number =>
  Math.min(LAST_SEASON, Math.max(FIRST_SEASON, today.getFullYear()));

/**
 * The season a screen shows for the year in its URL: no year → the default season; a supported
 * year → that year; any other year → the default season, flagged invalid ('не валидный год').
 */
export const resolveSeason = (
  year: number | undefined,
  today: Date = new Date(),
): { season: number; invalid: boolean } => {
  if (year === undefined) return { season: defaultSeason(today), invalid: false };
  if (isSupportedSeason(year)) return { season: year, invalid: false };
  return { season: defaultSeason(today), invalid: true };
};

/** The first and last day of a season, as the wire sends days. */
export const seasonPeriod = (season: number) => ({
  start: `${season}-01-01`,
  end: `${season}-12-31`,
});

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
