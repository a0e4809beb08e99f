import { centsToNumber, exactFactor, sumTimesFactorInCents } from './exact-decimal.js';
import { placePoints } from './place-points.js';
import { autoRepresentation } from './representation.js';
import { autoSignificance } from './significance.js';

/** What one gender's race is expected to be worth before it is run (issue 19, start lists). */
export type ExpectedField = {
  /** F in `auto` mode for `registered` starters who all finish. */
  F: number;
  /** Q in `auto` mode for `topStarters` riders of the current top 100. */
  Q: number;
  /** R(place) × F × Q, rounded half-up to 2 decimals, for places 1… while the distribution gives R > 0. */
  placePoints: { place: number; points: number }[];
};

/**
 * The same formula as a protocol's (score-protocol.ts), applied to a field that has not raced yet:
 * every registered rider starts and finishes, so the scorers are the places with R > 0 that the
 * field fills. No bonuses: nobody knows yet who wins a sprint.
 */
export const expectedField = (
  scoreDistribution: readonly number[],
  registered: number,
  topStarters: number,
): ExpectedField => {
  const places: number[] = [];
  for (let place = 1; place <= registered && placePoints(scoreDistribution, place) > 0; place += 1)
    places.push(place);
  const F = autoSignificance(places.length, registered);
  const Q = autoRepresentation(topStarters);
  const factor = exactFactor([F, Q]);
  return {
    F,
    Q,
    placePoints: places.map((place) => ({
      place,
      points: centsToNumber(sumTimesFactorInCents([placePoints(scoreDistribution, place)], factor)),
    })),
  };
};
