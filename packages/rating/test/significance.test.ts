import { describe, expect, it } from 'vitest';
import { scoreProtocol, type GenderScoring, type ResultInput } from '../src/index.js';
import { buildConfig, buildFinishers, buildProtocol, buildResult, noTop100 } from './factories.js';

type Field = { scorers: number; nonScoringFinishers?: number; dnf?: number; dsq?: number; dns?: number };

/** A men's field where exactly `scorers` finishers have R > 0 (the distribution ends there). */
const significanceOf = ({
  scorers,
  nonScoringFinishers = 0,
  dnf = 0,
  dsq = 0,
  dns = 0,
}: Field): GenderScoring => {
  const rows = (count: number, status: ResultInput['status']) =>
    Array.from({ length: count }, () => buildResult({ status }));
  const results = [
    ...buildFinishers(scorers + nonScoringFinishers),
    ...rows(dnf, 'DNF'),
    ...rows(dsq, 'DSQ'),
    ...rows(dns, 'DNS'),
  ];
  const config = buildConfig({
    scoreDistribution: Array.from({ length: scorers }, () => 10),
    representationRatioCalculationMode: 'ignore',
  });
  return scoreProtocol(buildProtocol({ config, results }), noTop100).genders.male;
};

describe('F, significance, in auto mode', () => {
  it('follows the spec example: 60 starters, 50 scoring, p = 83.33%, F = 0.2', () => {
    const male = scoreProtocol(
      buildProtocol({ config: buildConfig(), results: buildFinishers(60) }),
      noTop100,
    ).genders.male;
    expect(male).toMatchObject({ starters: 60, scorers: 50, significancePercent: 83.33, F: 0.2 });
  });

  it.each([
    { scorers: 80, others: 20, F: 0.2, band: 'exactly 80%' },
    { scorers: 79, others: 21, F: 0.5, band: 'just below 80%' },
    { scorers: 50, others: 50, F: 0.5, band: 'exactly 50%' },
    { scorers: 49, others: 51, F: 0.7, band: 'just below 50%' },
    { scorers: 30, others: 70, F: 0.7, band: 'exactly 30%' },
    { scorers: 29, others: 71, F: 0.85, band: 'just below 30%' },
    { scorers: 15, others: 85, F: 0.85, band: 'exactly 15%' },
    { scorers: 14, others: 86, F: 1, band: 'just below 15%' },
    { scorers: 0, others: 10, F: 1, band: 'nobody scoring' },
  ])('gives F = $F at $band', ({ scorers, others, F }) => {
    const male = significanceOf({ scorers, dnf: others });
    expect(male.F).toBe(F);
    expect(male.significancePercent).toBe(scorers);
  });

  it('counts DNF and DSQ rows as starters', () => {
    expect(significanceOf({ scorers: 4, dnf: 3, dsq: 3 })).toMatchObject({ starters: 10, F: 0.7 });
  });

  it('does not count DNS rows as starters', () => {
    expect(significanceOf({ scorers: 4, nonScoringFinishers: 1, dns: 20 })).toMatchObject({
      starters: 5,
      scorers: 4,
      significancePercent: 80,
      F: 0.2,
    });
  });

  it('does not count a finisher with R = 0 as a scorer, even with a bonus', () => {
    const results = [buildResult({ place: 1 }), buildResult({ place: 2, sprintWinner: true })];
    const config = buildConfig({ scoreDistribution: [10], representationRatioCalculationMode: 'ignore' });
    const scored = scoreProtocol(buildProtocol({ config, results }), noTop100);
    expect(scored.genders.male).toMatchObject({ starters: 2, scorers: 1, F: 0.5 });
    expect(scored.results[1]!.points).toBe(7.5);
  });

  it('computes p for each gender separately', () => {
    const results = [...buildFinishers(10, { gender: 'male' }), ...buildFinishers(60, { gender: 'female' })];
    const scored = scoreProtocol(buildProtocol({ config: buildConfig(), results }), noTop100);
    expect(scored.genders.male).toMatchObject({ starters: 10, scorers: 10, F: 0.2 });
    expect(scored.genders.female).toMatchObject({ starters: 60, scorers: 50, F: 0.2 });
    const fewScoring = [
      ...buildFinishers(3, { gender: 'female' }),
      ...buildFinishers(20, { gender: 'male' }),
    ];
    const config = buildConfig({ scoreDistribution: [10, 10, 10] });
    const mixed = scoreProtocol(buildProtocol({ config, results: fewScoring }), noTop100);
    expect(mixed.genders.female.F).toBe(0.2);
    expect(mixed.genders.male.F).toBe(0.85);
  });

  it('reports p = 0 and F = 1 for a gender without starters', () => {
    const scored = scoreProtocol(
      buildProtocol({ config: buildConfig(), results: buildFinishers(3) }),
      noTop100,
    );
    expect(scored.genders.female).toMatchObject({ starters: 0, scorers: 0, significancePercent: 0, F: 1 });
  });

  it('multiplies the points by F', () => {
    const scored = scoreProtocol(
      buildProtocol({
        config: buildConfig({ representationRatioCalculationMode: 'ignore' }),
        results: buildFinishers(2),
      }),
      noTop100,
    );
    expect(scored.results.map((result) => [result.F, result.points])).toEqual([
      [0.2, 40],
      [0.2, 36],
    ]);
  });
});

describe('F in custom and ignore modes', () => {
  it('takes the config value in custom mode', () => {
    const config = buildConfig({
      significanceRatioCalculationMode: 'custom',
      significanceRatio: 0.6,
      representationRatioCalculationMode: 'ignore',
    });
    const scored = scoreProtocol(buildProtocol({ config, results: buildFinishers(60) }), noTop100);
    expect(scored.genders.male.F).toBe(0.6);
    expect(scored.results[0]!.points).toBe(120);
  });

  it('applies no coefficient in custom mode without a value', () => {
    const config = buildConfig({
      significanceRatioCalculationMode: 'custom',
      significanceRatio: null,
      representationRatioCalculationMode: 'ignore',
    });
    expect(
      scoreProtocol(buildProtocol({ config, results: buildFinishers(5) }), noTop100).genders.male.F,
    ).toBe(1);
  });

  it('is 1 in ignore mode, while p is still reported', () => {
    const config = buildConfig({
      significanceRatioCalculationMode: 'ignore',
      representationRatioCalculationMode: 'ignore',
    });
    const scored = scoreProtocol(buildProtocol({ config, results: buildFinishers(60) }), noTop100);
    expect(scored.genders.male).toMatchObject({ F: 1, significancePercent: 83.33 });
    expect(scored.results[0]!.points).toBe(200);
  });
});
