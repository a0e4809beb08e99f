import type { Gender } from '@velo/contracts';
import { areBonusesAwarded, gapBonus, gapBonusWinner, mountainBonus, sprintBonus } from './bonuses.js';
import { seasonOfEventDate } from './event-season.js';
import {
  centsToNumber,
  exactFactor,
  roundToCents,
  sumTimesFactorInCents,
  toExactDecimal,
} from './exact-decimal.js';
import { fileFormulaText, formulaText } from './formula-text.js';
import { placeFinishers } from './gender-places.js';
import { placePoints } from './place-points.js';
import { representationRatio } from './representation.js';
import { isFinisher, isStarter } from './result-status.js';
import { significancePercent, significanceRatio } from './significance.js';
import type {
  GenderScoring,
  ProtocolInput,
  ResultInput,
  ScoredProtocol,
  ScoredResult,
  Top100ByGender,
} from './types.js';

/** A row that earns nothing: DNF, DSQ and DNS get 0 points and no formula. */
const notScored = (result: ResultInput): ScoredResult => ({
  resultId: result.resultId,
  participantId: result.participantId,
  gender: result.gender,
  status: result.status,
  genderPlace: null,
  R: 0,
  S: 0,
  M: 0,
  D: 0,
  F: null,
  Q: null,
  points: 0,
  formula: null,
});

/** Hands a scored row back to the protocol, which keeps the rows in file order. */
type RecordRow = (result: ResultInput, scored: ScoredResult) => unknown;

/** How a protocol is scored: `formulas: false` leaves every row's formula text out (null). */
export type ScoreProtocolOptions = { readonly formulas?: boolean };

/** Scores one gender of a protocol: men and women never compete for the same places. */
const scoreGender = (
  protocol: ProtocolInput,
  rows: readonly ResultInput[],
  gender: Gender,
  top100: Top100ByGender,
  record: RecordRow,
  formulas: boolean,
): GenderScoring => {
  const { config } = protocol;
  const ordered = placeFinishers(rows.filter(isFinisher));
  const starters = rows.filter(isStarter);

  const scorers = ordered.filter(({ genderPlace }) => placePoints(config.scoreDistribution, genderPlace) > 0);
  const topSet = top100[gender];
  const representationCount = starters.filter((result) => topSet.has(result.participantId)).length;
  const F = significanceRatio(config, scorers.length, starters.length);
  const Q = representationRatio(config, representationCount);
  const factor = exactFactor([F, Q]);

  const withBonuses = areBonusesAwarded(seasonOfEventDate(protocol.eventDate));
  const gapWinner = withBonuses ? gapBonusWinner(ordered) : null;

  for (const { result, genderPlace } of ordered) {
    if (protocol.isRatingFromProtocolFile) {
      // The organizer's points as the file gives them (to the portal's 2 decimals); no F, no Q.
      const points = centsToNumber(roundToCents(toExactDecimal(result.pointsFromFile ?? 0)));
      record(result, {
        ...notScored(result),
        genderPlace,
        points,
        formula: formulas ? fileFormulaText(points) : null,
      });
      continue;
    }
    const R = placePoints(config.scoreDistribution, genderPlace);
    const S = withBonuses ? sprintBonus(result) : 0;
    const M = withBonuses ? mountainBonus(result) : 0;
    const D = gapBonus(result, gapWinner);
    const points = centsToNumber(sumTimesFactorInCents([R, S, M, D], factor));
    record(result, {
      resultId: result.resultId,
      participantId: result.participantId,
      gender: result.gender,
      status: result.status,
      genderPlace,
      R,
      S,
      M,
      D,
      F,
      Q,
      points,
      formula: formulas ? formulaText({ R, S, M, D, F, Q }, points) : null,
    });
  }

  return {
    gender,
    starters: starters.length,
    scorers: scorers.length,
    significancePercent: significancePercent(scorers.length, starters.length),
    F,
    representationCount,
    Q,
  };
};

/**
 * The points of every row of one protocol (rating.md "Points of one result"):
 * (R + S + M + D) × F × Q per gender, or the file's points when the protocol carries them.
 * `top100BeforeRaceDay` is each gender's national top 100 of the season built from rating
 * protocols of earlier days only; it is read for Q in `auto` mode.
 */
export const scoreProtocol = (
  protocol: ProtocolInput,
  top100BeforeRaceDay: Top100ByGender,
  { formulas = true }: ScoreProtocolOptions = {},
): ScoredProtocol => {
  const scoredRows = new Map<ResultInput, ScoredResult>();
  const record: RecordRow = (result, scored) => scoredRows.set(result, scored);
  const men = protocol.results.filter((result) => result.gender === 'male');
  const women = protocol.results.filter((result) => result.gender === 'female');
  const male = scoreGender(protocol, men, 'male', top100BeforeRaceDay, record, formulas);
  const female = scoreGender(protocol, women, 'female', top100BeforeRaceDay, record, formulas);
  return {
    protocolId: protocol.protocolId,
    eventDate: protocol.eventDate,
    organizerId: protocol.organizerId,
    isRatingProtocol: protocol.isRatingProtocol,
    isRatingEvent: protocol.isRatingEvent,
    isRatingFromProtocolFile: protocol.isRatingFromProtocolFile,
    config: protocol.config,
    genders: { male, female },
    results: protocol.results.map((result) => scoredRows.get(result) ?? notScored(result)),
  };
};
