/**
 * Business constants shared by the server and the web app (spec part 1 §9, part 2 §9): plain values
 * without zod, written once. The web app imports them as `@velo/contracts/constants`, also on a first
 * load; the schemas are built from them. Small modules by area, so that a web page's first load
 * carries only the ones it uses (a bundler keeps a module whole, in one chunk).
 */
export * from './seasons.js';
export * from './paging.js';
export * from './limits.js';
export * from './protocol-upload.js';
export * from './sort-fields.js';
export * from './club-names.js';
export * from './club-standings.js';
export {
  DEFAULT_SCORE_DISTRIBUTION,
  GAP_BONUS,
  GAP_BONUS_MIN_LEAD_MS,
  MAX_REPRESENTATION_RATIO,
  MOUNTAIN_BONUS,
  REPRESENTATION_DIVISOR,
  SEASONS_WITHOUT_BONUSES,
  SIGNIFICANCE_BANDS,
  SPRINT_BONUS,
  TOP_PLACES_FOR_REPRESENTATION,
} from '../rating-constants.js';
export * from './skill.js';
export * from './results-lifecycle.js';
export * from './rider-requests.js';
export * from './participant-privacy.js';
