import { FIRST_SEASON, LAST_SEASON, SUPPORTED_SEASONS, isSupportedSeason } from '@velo/contracts/constants';

/*
 * How screens choose a season. The seasons themselves (FIRST_SEASON, LAST_SEASON, SUPPORTED_SEASONS,
 * isSupportedSeason) are the contracts' constants, imported from their zod-free entry.
 */

/** Newest first, as the year tabs show them. */
export const seasonsNewestFirst = (): readonly number[] => [...SUPPORTED_SEASONS].reverse();

/** The spec's message for a year outside the supported seasons. */
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
