import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SKILL_PARAMETERS,
  beliefOn,
  dayNumber,
  displayedSkill,
  finishingOrder,
  replaySkill,
  settledUntil,
  skillKey,
  type RiderSkill,
  type SkillFinisher,
  type SkillRace,
} from '../src/index.js';

const parameters = DEFAULT_SKILL_PARAMETERS;
let protocolId = 0;

/** A race of men in one category, finishing in the order given. */
const race = (day: string, order: number[], category = ''): SkillRace => ({
  protocolId: (protocolId += 1),
  day: dayNumber(day),
  family: 'road',
  finishers: order.map((participantId, i) => ({
    participantId,
    gender: 'male',
    place: i + 1,
    timeMs: null,
    rowOrder: i,
    category,
  })),
});

const ratingOf = (riders: ReadonlyMap<number, RiderSkill>, id: number) => riders.get(skillKey(id, 'road'))!;

/** Riders 1…n after `races` races in which they always finished in id order (1 first). */
const established = (n: number, races: number, from = 1): Map<number, RiderSkill> => {
  const ids = Array.from({ length: n }, (_, i) => from + i);
  const days = Array.from({ length: races }, (_, i) => `2024-05-${String(i + 1).padStart(2, '0')}`);
  return replaySkill(
    days.map((day) => race(day, ids)),
    new Map(),
    parameters,
  ).riders;
};

describe('the finishing order', () => {
  it('reads places first, then times, then the file order; only equal file places tie', () => {
    const row = (participantId: number, place: number | null, timeMs: number | null, rowOrder: number) => ({
      participantId,
      gender: 'male' as const,
      place,
      timeMs,
      rowOrder,
      category: '',
    });
    const order = finishingOrder([
      row(1, null, null, 0),
      row(2, null, 5000, 1),
      row(3, 2, null, 2),
      row(4, 1, 9000, 3),
      row(5, 2, 1000, 4),
      row(6, null, 5000, 5),
    ]);
    expect(order.map(({ finisher, place }) => [finisher.participantId, place])).toEqual([
      [4, 1],
      [5, 2],
      [3, 2],
      [2, 4],
      [6, 5],
      [1, 6],
    ]);
  });
});

describe('the skill rating', () => {
  it('rises more for a win against a stronger field than for one against a weaker field', () => {
    // Riders 1–5 always beat 6–10 (the strong field and the weak one), each group ten races long.
    const history = replaySkill(
      Array.from({ length: 10 }, (_, i) =>
        race(`2024-05-${String(i + 1).padStart(2, '0')}`, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      ),
      new Map(),
      parameters,
    ).riders;
    expect(ratingOf(history, 1).mu).toBeGreaterThan(ratingOf(history, 10).mu);
    // Two newcomers of equal standing: one beats the strong riders, the other the weak ones.
    const strong = replaySkill([race('2024-06-01', [100, 1, 2, 3, 4])], history, parameters).riders;
    const weak = replaySkill([race('2024-06-01', [200, 6, 7, 8, 9])], history, parameters).riders;
    expect(ratingOf(strong, 100).mu).toBeGreaterThan(ratingOf(weak, 200).mu);
    expect(ratingOf(strong, 100).mu - parameters.mu).toBeGreaterThan(ratingOf(weak, 200).mu - parameters.mu);
  });

  it('grows surer with every race', () => {
    const sigmas = [1, 2, 4, 8].map((races) => ratingOf(established(6, races), 3).sigma);
    for (let i = 1; i < sigmas.length; i += 1) expect(sigmas[i]).toBeLessThan(sigmas[i - 1]!);
    expect(sigmas[0]).toBeLessThan(parameters.sigma);
  });

  it('grows less sure with time away, up to a new rider’s uncertainty', () => {
    const rider = ratingOf(established(6, 8), 3);
    const next = (days: number) => beliefOn(rider, rider.lastDay + days, parameters).sigma;
    expect(next(0)).toBe(rider.sigma);
    expect(next(30)).toBeGreaterThan(rider.sigma);
    expect(next(365)).toBeGreaterThan(next(30));
    // σ² grows by yearlyDrift² a year.
    expect(next(365) ** 2 - rider.sigma ** 2).toBeCloseTo(parameters.yearlyDrift ** 2, 9);
    expect(next(365 * 200)).toBe(parameters.sigma);
    // The mean stays: time away says nothing about being faster or slower.
    expect(beliefOn(rider, rider.lastDay + 365, parameters).mu).toBe(rider.mu);
  });

  it('changes a race after a long break more than the same race without one', () => {
    const before = established(6, 8);
    const soon = replaySkill([race('2024-05-20', [6, 5, 4, 3, 2, 1])], before, parameters).riders;
    const late = replaySkill([race('2026-05-20', [6, 5, 4, 3, 2, 1])], before, parameters).riders;
    const moved = (riders: Map<number, RiderSkill>) => ratingOf(riders, 6).mu - ratingOf(before, 6).mu;
    expect(moved(late)).toBeGreaterThan(moved(soon));
  });

  it('rates each gender of a protocol as its own match, and not a lone finisher', () => {
    const finishers: SkillFinisher[] = [
      { participantId: 1, gender: 'male', place: 1, timeMs: null, rowOrder: 0, category: '' },
      { participantId: 2, gender: 'male', place: 2, timeMs: null, rowOrder: 0, category: '' },
      { participantId: 3, gender: 'female', place: 1, timeMs: null, rowOrder: 0, category: '' },
    ];
    const { riders, changed } = replaySkill(
      [{ protocolId: 1, day: dayNumber('2024-05-01'), family: 'mtb', finishers }],
      new Map(),
      parameters,
    );
    expect(changed).toEqual(new Set([skillKey(1, 'mtb'), skillKey(2, 'mtb')]));
    expect(riders.get(skillKey(1, 'mtb'))!.mu).toBeGreaterThan(parameters.mu);
    expect(riders.has(skillKey(3, 'mtb'))).toBe(false);
  });

  it('averages the overall match and the category match when a protocol holds several categories', () => {
    // Places 1–4 overall; riders 1 and 3 in М40, 2 and 4 in М50.
    const overall = race('2024-05-01', [1, 2, 3, 4]);
    const withCategories: SkillRace = {
      ...overall,
      finishers: overall.finishers.map((f) => ({ ...f, category: f.participantId % 2 ? 'М40' : 'М50' })),
    };
    const whole = replaySkill([overall], new Map(), parameters).riders;
    const split = replaySkill([withCategories], new Map(), parameters).riders;
    const pair = replaySkill([race('2024-05-01', [2, 4])], new Map(), parameters).riders;
    // Rider 2 (2nd overall, 1st of М50): half of the overall change, half of a win of two.
    expect(ratingOf(split, 2).mu).toBeCloseTo((ratingOf(whole, 2).mu + ratingOf(pair, 2).mu) / 2, 5);
    expect(ratingOf(split, 2).mu).toBeGreaterThan(ratingOf(whole, 2).mu);
  });

  it('shows 0–1000 from the conservative estimate, settled after five races while sure enough', () => {
    expect(displayedSkill(parameters.mu, parameters.sigma, parameters)).toBe(0);
    expect(displayedSkill(30, 2, parameters)).toBe(Math.round((30 - 3 * 2) * parameters.displayScale));
    expect(displayedSkill(90, 0.1, parameters)).toBe(1000);
    expect(settledUntil(4, 1, 100, parameters)).toBeNull();
    expect(settledUntil(5, parameters.settledSigma + 0.01, 100, parameters)).toBeNull();
    const until = settledUntil(5, 2, 100, parameters)!;
    expect(until).toBeGreaterThan(100);
    expect(
      beliefOn(
        { participantId: 1, family: 'road', mu: 30, sigma: 2, races: 5, lastDay: 100, history: [] },
        until,
        parameters,
      ).sigma,
    ).toBeLessThanOrEqual(parameters.settledSigma);
    expect(
      beliefOn(
        { participantId: 1, family: 'road', mu: 30, sigma: 2, races: 5, lastDay: 100, history: [] },
        until + 1,
        parameters,
      ).sigma,
    ).toBeGreaterThan(parameters.settledSigma);
  });
});
