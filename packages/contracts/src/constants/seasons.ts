/**
 * The seasons the portal supports (spec part 1 §9) and the year in review (part 2 §2.4). The spec's
 * '2018 to 2025' and its fixed year in review 2024 were the current and the last completed seasons
 * when it was written; the portal reads them that way (docs/decisions/foundation.md, "The current season"):
 * seasons run from 2018 to the current one, taken from today's date in Moscow time. The one place
 * these years are worked out.
 */
export const FIRST_SEASON = 2018;

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Today's date in Moscow (UTC+3, no daylight saving) as YYYY-MM-DD. */
export const moscowToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

/** The current season: the year of today's date in Moscow. */
export const currentSeason = (now: Date = new Date()): number => Number(moscowToday(now).slice(0, 4));

/** The supported seasons, oldest first: 2018 to the current one. */
export const supportedSeasons = (now: Date = new Date()): readonly number[] =>
  Array.from({ length: currentSeason(now) - FIRST_SEASON + 1 }, (_, i) => FIRST_SEASON + i);

export const isSupportedSeason = (year: number, now: Date = new Date()): boolean =>
  Number.isInteger(year) && year >= FIRST_SEASON && year <= currentSeason(now);

/** What a screen and the server say about a season outside the range (part 1 §8). */
export const INVALID_YEAR_MESSAGE = 'не валидный год';

/** The year-in-review dialog (part 2 §2.4, §9): the last completed season, its 3 best places. */
export const yearInReview = (now: Date = new Date()) =>
  ({ year: currentSeason(now) - 1, bestPlacesNumber: 3 }) as const;
