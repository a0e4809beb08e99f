/**
 * The skill rating (issue 39): a rating per rider and discipline family beside the season points,
 * which stay the official rating. Plain values, shared by the engine (packages/skill), the server and
 * the web app.
 */

/** The discipline families a rider is rated in; the disciplines' reference table says which is whose. */
export const DISCIPLINE_FAMILIES = ['road', 'mtb', 'cyclocross', 'gravel', 'track'] as const;
export type DisciplineFamily = (typeof DISCIPLINE_FAMILIES)[number];

/** The family a race without a discipline, or of a discipline without a family, is rated in. */
export const DEFAULT_DISCIPLINE_FAMILY: DisciplineFamily = 'road';

/** How each family is named on screen. */
export const DISCIPLINE_FAMILY_NAMES: Readonly<Record<DisciplineFamily, string>> = {
  road: 'шоссе',
  mtb: 'МТБ',
  cyclocross: 'циклокросс',
  gravel: 'гревел',
  track: 'трек',
};

/** The shown number runs from 0 to this. */
export const SKILL_DISPLAY_MAX = 1000;

/** Below this many rated races a rider's number is 'предварительный'. */
export const SKILL_SETTLED_MIN_RACES = 5;

/** The word shown beside a number that is not settled yet. */
export const SKILL_PROVISIONAL_WORD = 'предварительный';

/** The share of outcomes a predicted place range holds. */
export const PREDICTION_RANGE_SHARE = 0.8;
