import { describe, expect, it } from 'vitest';
import { scoreProtocol, type RatingConfig, type ResultInput } from '../src/index.js';
import { buildConfig, buildFinishers, buildProtocol, buildResult, noTop100, top100Of } from './factories.js';

const custom = (F: number, Q: number, overrides: Partial<RatingConfig> = {}): RatingConfig =>
  buildConfig({
    significanceRatioCalculationMode: 'custom',
    significanceRatio: F,
    representationRatioCalculationMode: 'custom',
    representationRatio: Q,
    ...overrides,
  });

const scoreOne = (config: RatingConfig, result: Partial<ResultInput> = {}) =>
  scoreProtocol(buildProtocol({ config, results: [buildResult({ place: 1, ...result })] }), noTop100)
    .results[0]!;

describe('points = (R + S + M + D) × F × Q', () => {
  it('sums the parts before applying F and Q: (175 + 15 + 0 + 0) × 0.5 × 1.12 = 106.4 exactly', () => {
    const results = [
      buildResult({ place: 1, timeMs: 0 }),
      buildResult({ place: 2, timeMs: 1000 }),
      buildResult({ place: 3, timeMs: 2000, sprintWinner: true }),
    ];
    const config = custom(0.5, 1.12, { scoreDistribution: [0, 0, 175] });
    const third = scoreProtocol(buildProtocol({ config, results }), noTop100).results[2]!;
    expect(third).toMatchObject({ R: 175, S: 15, M: 0, D: 0, F: 0.5, Q: 1.12, points: 106.4 });
  });

  it('writes the formula text with ×, dots and no trailing zeros', () => {
    const results = [
      buildResult({ place: 1, timeMs: 0, sprintWinner: true }),
      buildResult({ place: 2, timeMs: 20_000 }),
    ];
    const config = buildConfig({
      scoreDistribution: [165, 100],
      significanceRatioCalculationMode: 'custom',
      significanceRatio: 0.5,
      representationRatioCalculationMode: 'custom',
      representationRatio: 1.12,
    });
    const [winner, second] = scoreProtocol(buildProtocol({ config, results }), noTop100).results;
    expect(winner!.formula).toBe('(165 + 15 + 0 + 10) × 0.5 × 1.12 = 106.4');
    expect(winner!.points).toBe(106.4);
    expect(second!.formula).toBe('(100 + 0 + 0 + 0) × 0.5 × 1.12 = 56');
  });

  it('writes F and Q of auto modes as they were applied', () => {
    const results = buildFinishers(10);
    const top = top100Of('male', [results[0]!.participantId]);
    const scored = scoreProtocol(buildProtocol({ config: buildConfig(), results }), top);
    expect(scored.results[0]!.formula).toBe('(200 + 0 + 0 + 0) × 0.2 × 1.005 = 40.2');
  });

  it('rounds half-up to 2 decimals: 0.125 becomes 0.13', () => {
    expect(scoreOne(custom(0.125, 1, { scoreDistribution: [1] })).points).toBe(0.13);
  });

  it('rounds exactly where floating point would drift: 1 × 1.005 is 1.01, not 1', () => {
    expect(scoreOne(custom(1, 1.005, { scoreDistribution: [1] })).points).toBe(1.01);
  });

  it('rounds down below the half: 21 × 0.5 × 1.005 = 10.5525 becomes 10.55', () => {
    expect(scoreOne(custom(0.5, 1.005, { scoreDistribution: [21] })).points).toBe(10.55);
  });

  it('gives a finisher past the distribution 0 points but still a formula', () => {
    const result = scoreOne(custom(1, 1, { scoreDistribution: [] }));
    expect(result.points).toBe(0);
    expect(result.formula).toBe('(0 + 0 + 0 + 0) × 1 × 1 = 0');
  });

  it.each(['DNF', 'DSQ', 'DNS'] as const)('gives a %s row 0 points and no formula', (status) => {
    const result = scoreOne(custom(1, 1), { status, sprintWinner: true, mountainWinner: true, timeMs: 0 });
    expect(result).toMatchObject({ R: 0, S: 0, M: 0, D: 0, F: null, Q: null, points: 0, formula: null });
  });
});

describe('points from the file', () => {
  const fromFile = (results: ResultInput[]) =>
    scoreProtocol(
      buildProtocol({ isRatingFromProtocolFile: true, config: buildConfig(), results }),
      top100Of(
        'male',
        results.map((result) => result.participantId),
      ),
    ).results;

  it("takes each finisher's points from the file as they are, without F or Q", () => {
    const [first, second] = fromFile([
      buildResult({ place: 1, pointsFromFile: 57.5 }),
      buildResult({ place: 2, pointsFromFile: 300 }),
    ]);
    expect(first).toMatchObject({ points: 57.5, F: null, Q: null, R: 0, genderPlace: 1 });
    expect(second!.points).toBe(300);
  });

  it('says in the formula text that the points come from the protocol', () => {
    const [result] = fromFile([buildResult({ place: 1, pointsFromFile: 57.5 })]);
    expect(result!.formula).toBe('Очки из протокола организатора: 57.5');
  });

  it('gives 0 to a finisher without points in the file', () => {
    const [result] = fromFile([buildResult({ place: 1, pointsFromFile: null })]);
    expect(result).toMatchObject({ points: 0, formula: 'Очки из протокола организатора: 0' });
  });

  it('gives non-finishers 0 and no formula, whatever the file says', () => {
    const [result] = fromFile([buildResult({ status: 'DNF', pointsFromFile: 12 })]);
    expect(result).toMatchObject({ points: 0, formula: null });
  });

  it('keeps the portal precision of 2 decimals, rounding half-up', () => {
    const [result] = fromFile([buildResult({ place: 1, pointsFromFile: 10.005 })]);
    expect(result!.points).toBe(10.01);
  });
});
