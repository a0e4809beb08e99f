import { FIRST_SEASON, currentSeason } from '../constants/index.js';

// What the route table's search readers need on every page's first load; the lists' requests
// are each in their own file (rating.ts, results.ts, …), so a page's chunk takes only its own.

/** The results overview's sort field (its order travels in the URL as `sortOption`). */
export const RESULTS_SORT_FIELD = 'EventDate';

/** The current season is preselected (never before the first one). */
export const defaultSeason = (today: Date = new Date()): number =>
  Math.max(FIRST_SEASON, currentSeason(today));

/** The first and last day of a season (YYYY-MM-DD). */
export const seasonPeriod = (season: number) => ({ start: `${season}-01-01`, end: `${season}-12-31` });
