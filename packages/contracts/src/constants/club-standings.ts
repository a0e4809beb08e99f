/**
 * How many best riders' points make a club's total (issue 19), by default and at most. Apart from
 * the club-name functions: the web app's router reads these for every page, the names only the
 * club and profile pages use.
 */
export const CLUB_BEST_DEFAULT = 5;
export const CLUB_BEST_MAX = 50;
