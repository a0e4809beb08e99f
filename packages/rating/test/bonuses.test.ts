import { describe, expect, it } from 'vitest';
import { SEASONS_WITHOUT_BONUSES, scoreProtocol, type ResultInput } from '../src/index.js';
import { buildProtocol, buildResult, noTop100 } from './factories.js';

const scoreIn = (season: number, results: ResultInput[]) =>
  scoreProtocol(buildProtocol({ eventDate: `${season}-07-15`, results }), noTop100).results;

/** A winner and a chaser of one gender, `leadMs` apart. */
const duel = (leadMs: number | null, overrides: Partial<ResultInput> = {}): ResultInput[] => [
  buildResult({ place: 1, timeMs: leadMs === null ? null : 3_600_000, ...overrides }),
  buildResult({ place: 2, timeMs: 3_600_000 + (leadMs ?? 0), ...overrides }),
];

describe('S, the sprint bonus', () => {
  it('gives 15 points to the finisher the file marks as sprint winner', () => {
    const [winner, sprinter] = scoreIn(2025, [
      buildResult({ place: 1 }),
      buildResult({ place: 2, sprintWinner: true }),
    ]);
    expect(winner!.S).toBe(0);
    expect(sprinter!.S).toBe(15);
    expect(sprinter!.points).toBe(180 + 15);
  });

  it('gives it to the marked winner of each gender', () => {
    const results = scoreIn(2025, [
      buildResult({ gender: 'male', place: 1, sprintWinner: true }),
      buildResult({ gender: 'female', place: 2, sprintWinner: true }),
    ]);
    expect(results.map((result) => result.S)).toEqual([15, 15]);
  });

  it('gives it only to a marked winner who finished', () => {
    const [dnf] = scoreIn(2025, [buildResult({ status: 'DNF', sprintWinner: true })]);
    expect(dnf!.S).toBe(0);
    expect(dnf!.points).toBe(0);
  });
});

describe('M, the mountain bonus', () => {
  it('gives 15 points to the finisher the file marks as mountain winner', () => {
    const [, climber] = scoreIn(2025, [
      buildResult({ place: 1 }),
      buildResult({ place: 2, mountainWinner: true }),
    ]);
    expect(climber!.M).toBe(15);
    expect(climber!.points).toBe(195);
  });

  it('gives it only to a marked winner who finished', () => {
    const [dsq] = scoreIn(2025, [buildResult({ status: 'DSQ', mountainWinner: true })]);
    expect(dsq!.M).toBe(0);
  });
});

describe('D, the gap bonus', () => {
  it('gives 10 points to a gender winner more than 15 s ahead of the second finisher', () => {
    const [winner, chaser] = scoreIn(2025, duel(15_001));
    expect(winner!.D).toBe(10);
    expect(winner!.points).toBe(210);
    expect(chaser!.D).toBe(0);
  });

  it('gives nothing at a gap of exactly 15 s', () => {
    const [winner] = scoreIn(2025, duel(15_000));
    expect(winner!.D).toBe(0);
  });

  it('gives nothing when either time is unknown', () => {
    expect(scoreIn(2025, duel(null))[0]!.D).toBe(0);
    const withoutChaserTime = [
      buildResult({ place: 1, timeMs: 1000 }),
      buildResult({ place: 2, timeMs: null }),
    ];
    expect(scoreIn(2025, withoutChaserTime)[0]!.D).toBe(0);
  });

  it('gives nothing when the first place is shared', () => {
    const results = scoreIn(2025, [
      buildResult({ place: 1, timeMs: 1000 }),
      buildResult({ place: 1, timeMs: 1000 }),
      buildResult({ place: 3, timeMs: 60_000 }),
    ]);
    expect(results.map((result) => result.D)).toEqual([0, 0, 0]);
  });

  it('gives nothing to a lone finisher (there is no second finisher to be ahead of)', () => {
    expect(scoreIn(2025, [buildResult({ place: 1, timeMs: 1000 })])[0]!.D).toBe(0);
  });

  it('measures the gap within the gender: a woman between two men does not matter', () => {
    const results = scoreIn(2025, [
      buildResult({ gender: 'male', place: 1, timeMs: 0 }),
      buildResult({ gender: 'female', place: 2, timeMs: 5_000 }),
      buildResult({ gender: 'male', place: 3, timeMs: 20_000 }),
      buildResult({ gender: 'female', place: 4, timeMs: 10_000 }),
    ]);
    expect(results.map((result) => result.D)).toEqual([10, 0, 0, 0]);
  });
});

describe('seasons without bonuses', () => {
  const allBonuses = (): ResultInput[] => [
    buildResult({ place: 1, timeMs: 0, sprintWinner: true, mountainWinner: true }),
    buildResult({ place: 2, timeMs: 60_000 }),
  ];

  it('keeps 2022, 2023 and 2024 in the config domain set', () => {
    expect([...SEASONS_WITHOUT_BONUSES].sort()).toEqual([2022, 2023, 2024]);
  });

  it.each([2022, 2023, 2024])('awards no S, M or D in %i', (season) => {
    const [winner] = scoreIn(season, allBonuses());
    expect([winner!.S, winner!.M, winner!.D]).toEqual([0, 0, 0]);
    expect(winner!.points).toBe(200);
  });

  it.each([2021, 2025])('awards S, M and D in %i', (season) => {
    const [winner] = scoreIn(season, allBonuses());
    expect([winner!.S, winner!.M, winner!.D]).toEqual([15, 15, 10]);
    expect(winner!.points).toBe(240);
  });
});
