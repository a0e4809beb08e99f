import { INVALID_YEAR_MESSAGE, isSupportedSeason, supportedSeasons } from '@velo/contracts/constants';
import { defaultSeason } from '@velo/contracts/page-requests';

/*
 * How screens choose a season. The seasons themselves (2018 to the current season in Moscow time)
 * are the contracts', imported from their zod-free entry.
 */

/** Newest first, as the year tabs show them. */
export const seasonsNewestFirst = (today: Date = new Date()): readonly number[] =>
  [...supportedSeasons(today)].reverse();

/** The spec's message for a year outside the supported seasons. */
export { INVALID_YEAR_MESSAGE };

/** The current season is preselected (never before the first one). */
export { defaultSeason };

/**
 * The season a screen shows for the year in its URL: no year → the default season; a supported
 * year → that year; any other year → the default season, flagged invalid ('не валидный год').
 */
export const resolveSeason = (
  year: number | undefined,
  today: Date = new Date(),
): { season: number; invalid: boolean } => {
  if (year === undefined) return { season: defaultSeason(today), invalid: false };
  if (isSupportedSeason(year, today)) return { season: year, invalid: false };
  return { season: defaultSeason(today), invalid: true };
};

/** The first and last day of a season, as the wire sends days. */
export { seasonPeriod } from '@velo/contracts/page-requests';
