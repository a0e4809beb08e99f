import type { Gender } from '@velo/contracts';
import { areBonusesAwarded, gapBonus, gapBonusWinner, mountainBonus, sprintBonus } from './bonuses.js';
import { seasonOfEventDate } from './event-season.js';
import { addExact, centsToNumber, multiplyExact, roundToCents, toExactDecimal } from './exact-decimal.js';
import { fileFormulaText, formulaText } from './formula-text.js';
import { placeFinishers } from './gender-places.js';
import { placePoints } from './place-points.js';
import { representationRatio } from './representation.js';
import { significancePercent, significanceRatio } from './significance.js';
import type {
  GenderScoring,
  ProtocolInput,
  ResultInput,
  ScoredProtocol,
  ScoredResult,
  Top100ByGender,
} from './types.js';

/** F, DNF and DSQ rows started; DNS rows did not. */
export const isStarter = (result: Pick<ResultInput, 'status'>): boolean => result.status !== 'DNS';

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

/** Points rounded half-up to 2 decimals, computed exactly. */
const formulaPoints = (sum: readonly number[], F: number, Q: number): number => {
  const base = sum.map(toExactDecimal).reduce(addExact);
  return centsToNumber(
    roundToCents(multiplyExact(multiplyExact(base, toExactDecimal(F)), toExactDecimal(Q))),
  );
};

/** Scores one gender of a protocol: men and women never compete for the same places. */
const scoreGender = (
  protocol: ProtocolInput,
  gender: Gender,
  top100: Top100ByGender,
  scored: Map<ResultInput, ScoredResult>,
): GenderScoring => {
  const rows = protocol.results.filter((result) => result.gender === gender);
  const starters = rows.filter(isStarter);
  const ordered = placeFinishers(rows.filter((result) => result.status === 'F'));
  const { config } = protocol;

  const scorers = ordered.filter(
    ({ genderPlace }) => placePoints(config.scoreDistribution, genderPlace) > 0,
  ).length;
  const topSet = top100[gender];
  const representationCount = starters.filter((result) => topSet.has(result.participantId)).length;
  const F = significanceRatio(config, scorers, starters.length);
  const Q = representationRatio(config, representationCount);

  const withBonuses = areBonusesAwarded(seasonOfEventDate(protocol.eventDate));
  const gapWinner = withBonuses ? gapBonusWinner(ordered) : null;

  for (const { result, genderPlace } of ordered) {
    if (protocol.isRatingFromProtocolFile) {
      // The organizer's points, as the file gives them (to the portal's 2 decimals); no F, no Q.
      const points = centsToNumber(roundToCents(toExactDecimal(result.pointsFromFile ?? 0)));
      scored.set(result, { ...notScored(result), genderPlace, points, formula: fileFormulaText(points) });
      continue;
    }
    const parts = {
      R: placePoints(config.scoreDistribution, genderPlace),
      S: withBonuses ? sprintBonus(result) : 0,
      M: withBonuses ? mountainBonus(result) : 0,
      D: gapBonus(result, gapWinner),
      F,
      Q,
    };
    const points = formulaPoints([parts.R, parts.S, parts.M, parts.D], F, Q);
    scored.set(result, {
      ...notScored(result),
      genderPlace,
      ...parts,
      points,
      formula: formulaText(parts, points),
    });
  }

  return {
    gender,
    starters: starters.length,
    scorers,
    significancePercent: significancePercent(scorers, starters.length),
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
): ScoredProtocol => {
  const scored = new Map<ResultInput, ScoredResult>();
  const male = scoreGender(protocol, 'male', top100BeforeRaceDay, scored);
  const female = scoreGender(protocol, 'female', top100BeforeRaceDay, scored);
  return {
    protocolId: protocol.protocolId,
    eventDate: protocol.eventDate,
    organizerId: protocol.organizerId,
    isRatingProtocol: protocol.isRatingProtocol,
    isRatingEvent: protocol.isRatingEvent,
    isRatingFromProtocolFile: protocol.isRatingFromProtocolFile,
    config: protocol.config,
    genders: { male, female },
    results: protocol.results.map((result) => scored.get(result) ?? notScored(result)),
  };
};
