/**
 * How well a predicted order matched a race. `predicted[i]` is rider i's predicted score (higher =
 * predicted ahead; equal scores are a tie, counted as half a pair), `places[i]` the actual place
 * (lower = ahead; riders with the same place are no pair).
 */
export type OrderAgreement = {
  /** Pairs of riders with different places. */
  pairs: number;
  /** Pairs ordered as predicted, a tie of the prediction counting one half. */
  agreed: number;
};

export const orderAgreement = (predicted: readonly number[], places: readonly number[]): OrderAgreement => {
  let pairs = 0;
  let agreed = 0;
  for (let i = 0; i < places.length; i += 1) {
    for (let j = i + 1; j < places.length; j += 1) {
      if (places[i] === places[j]) continue;
      pairs += 1;
      const ahead = places[i]! < places[j]! ? i : j;
      const behind = ahead === i ? j : i;
      if (predicted[ahead]! > predicted[behind]!) agreed += 1;
      else if (predicted[ahead] === predicted[behind]) agreed += 0.5;
    }
  }
  return { pairs, agreed };
};

/** Ranks with ties averaged (1 = the first of `values` sorted by `better`). */
const averageRanks = (values: readonly number[], isAhead: (a: number, b: number) => boolean): number[] => {
  const order = values
    .map((_, i) => i)
    .sort((a, b) => (isAhead(values[a]!, values[b]!) ? -1 : isAhead(values[b]!, values[a]!) ? 1 : 0));
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start + 1;
    while (end < order.length && values[order[end]!] === values[order[start]!]) end += 1;
    const rank = (start + 1 + end) / 2;
    for (let k = start; k < end; k += 1) ranks[order[k]!] = rank;
    start = end;
  }
  return ranks;
};

/** Spearman's rank correlation of the predicted order with the actual one (null below 3 riders or without spread). */
export const spearman = (predicted: readonly number[], places: readonly number[]): number | null => {
  if (places.length < 3) return null;
  const a = averageRanks(predicted, (x, y) => x > y);
  const b = averageRanks(places, (x, y) => x < y);
  const mean = (places.length + 1) / 2;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < places.length; i += 1) {
    covariance += (a[i]! - mean) * (b[i]! - mean);
    varianceA += (a[i]! - mean) ** 2;
    varianceB += (b[i]! - mean) ** 2;
  }
  if (varianceA === 0 || varianceB === 0) return null;
  return covariance / Math.sqrt(varianceA * varianceB);
};
