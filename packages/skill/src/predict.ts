import { PREDICTION_RANGE_SHARE } from '@velo/contracts/constants';
import type { SkillParameters } from './parameters.js';
import { normalCdf } from './normal.js';
import type { Belief } from './plackett-luce.js';

/** A rider's predicted finish in a field. */
export type PlacePrediction = {
  /** The predicted finishing order, 1… (by expected place, then by mean). */
  order: number;
  /** The mean place over the simulated races. */
  expectedPlace: number;
  /** The median place. */
  medianPlace: number;
  /** The place range that holds the finish with PREDICTION_RANGE_SHARE (80 %) probability. */
  low: number;
  high: number;
};

/**
 * The probability that rider a finishes ahead of rider b next time: what openskill's `predictWin`
 * answers for two (a test compares them), Φ((μa − μb) / √(2β² + σa² + σb²)).
 */
export const aheadProbability = (a: Belief, b: Belief, parameters: Pick<SkillParameters, 'beta'>): number =>
  normalCdf((a.mu - b.mu) / Math.sqrt(2 * parameters.beta ** 2 + a.sigma ** 2 + b.sigma ** 2));

/** A small seeded generator (mulberry32): the same field gives the same ranges on every call. */
const generator = (seed: number) => {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export type PredictionOptions = {
  /** Simulated races (1,000 keep the range's ends within a place for a field of 200). */
  samples?: number;
  seed?: number;
};

/**
 * The finishing order of a field, with each rider's 80 % place range: races simulated under the same
 * model as `aheadProbability` (each rider's day a normal draw around μ with variance σ² + β²), places
 * counted over them. The range is the 10th to the 90th percentile of the rider's places.
 */
export const predictPlaces = (
  field: readonly Belief[],
  parameters: Pick<SkillParameters, 'beta'>,
  options: PredictionOptions = {},
): PlacePrediction[] => {
  const n = field.length;
  if (n === 0) return [];
  const samples = options.samples ?? 1000;
  const random = generator(options.seed ?? 1);
  const spread = field.map(({ sigma }) => Math.sqrt(sigma * sigma + parameters.beta * parameters.beta));
  // counts[i * n + p]: how often rider i finished in place p + 1.
  const counts = new Uint32Array(n * n);
  const performance = new Float64Array(n);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let s = 0; s < samples; s += 1) {
    for (let i = 0; i < n; i += 2) {
      // Box–Muller: two normal draws from two uniform ones.
      const radius = Math.sqrt(-2 * Math.log(1 - random()));
      const angle = 2 * Math.PI * random();
      performance[i] = field[i]!.mu + spread[i]! * radius * Math.cos(angle);
      if (i + 1 < n) performance[i + 1] = field[i + 1]!.mu + spread[i + 1]! * radius * Math.sin(angle);
    }
    order.sort((a, b) => performance[b]! - performance[a]!);
    for (let place = 0; place < n; place += 1) counts[order[place]! * n + place]! += 1;
  }
  const tail = ((1 - PREDICTION_RANGE_SHARE) / 2) * samples;
  const predictions = field.map((_, i) => {
    let seen = 0;
    let total = 0;
    let low = 0;
    let median = 0;
    let high = 0;
    for (let place = 0; place < n; place += 1) {
      const count = counts[i * n + place]!;
      if (count === 0) continue;
      total += count * (place + 1);
      if (low === 0 && seen + count > tail) low = place + 1;
      if (median === 0 && seen + count >= samples / 2) median = place + 1;
      seen += count;
      if (high === 0 && seen >= samples - tail) high = place + 1;
    }
    return { expectedPlace: total / samples, medianPlace: median, low, high: high || n, order: 0 };
  });
  const ranked = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) =>
      predictions[a]!.expectedPlace - predictions[b]!.expectedPlace || field[b]!.mu - field[a]!.mu || a - b,
  );
  ranked.forEach((i, position) => (predictions[i]!.order = position + 1));
  return predictions;
};
