/**
 * @velo/rating: the rating engine of rating.md. Pure functions: no database, no HTTP, no clock.
 */

/** Input and output shapes. */
export type {
  GenderScoring,
  ParticipantId,
  ParticipantIdSet,
  ParticipantInfo,
  ProtocolInput,
  RatingAdjustment,
  RatingConfig,
  ResultInput,
  ScoredProtocol,
  ScoredResult,
  SeriesCategory,
  StandingsInput,
  StandingsProtocol,
  StandingsRow,
  Top100ByGender,
} from './types.js';

/** The rule constants: default distribution, bonuses, seasons without bonuses, F bands, Q cap, top 100. */
export {
  DEFAULT_RATING_CONFIG,
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
} from './rating-constants.js';

/** The formula text of a result (`ratingCalculationFormula`), for points stored as their parts. */
export { fileFormulaText, formulaText } from './formula-text.js';

/** The points of one protocol, given each gender's top 100 before its race day. */
export { scoreProtocol, type ScoreProtocolOptions } from './score-protocol.js';

/** One pass over a season: every protocol's points and the national standings. */
export {
  carriedTallies,
  recalculateSeason,
  top100OfTallies,
  top100OfTalliesAfter,
  type SeasonInput,
  type SeasonScores,
} from './recalculate-season.js';
export type { Tally } from './rank-standings.js';

/** A rider's national place race day by race day, from what each counting protocol gave (issue 38). */
export {
  packProtocolGains,
  protocolGainsOf,
  type Gain,
  type PackedProtocolGains,
  type ProtocolGains,
} from './protocol-gains.js';
export {
  placeHistory,
  placeHistoryIn,
  type PlaceHistory,
  type PlaceHistoryDay,
  type PlaceHistoryInput,
  type StandingAt,
} from './place-history.js';
export { seasonWalk, seasonWalkBytes, type SeasonWalk } from './season-walk.js';

/** The participants' alphabetical order, kept between recalculations (`ParticipantInfo.nameRank`). */
export { createNameOrder, type NameOrder } from './name-order.js';

/** The national rating of a season (rating protocols of rating events). */
export { nationalStandings } from './national-standings.js';

/** An organizer's rating of a season (only that organizer's rating protocols). */
export { organizerStandings } from './organizer-standings.js';

/** An organizer's series rating for one age category, with the best-races rule. */
export { seriesStandings, seriesStandingsOfCategories, isInCategory } from './series-standings.js';

/** What a race not yet run is expected to be worth: F, Q and each place's points (start lists). */
export { expectedField, type ExpectedField } from './expected-field.js';
