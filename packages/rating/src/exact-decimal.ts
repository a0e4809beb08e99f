/**
 * Exact decimal arithmetic for points. Floating point drifts (1.005 × 100 is 100.49999…, so a
 * naive round gives 1 instead of 1.01), and rating.md wants half-up rounding to 2 decimals.
 * A number is read as the decimal a person would write (its shortest round-trip text, the one
 * a config or a file shows), then sums and products are done on big integers.
 */

/** value = units / 10^scale, exactly. */
export type ExactDecimal = { readonly units: bigint; readonly scale: number };

const powersOfTen: bigint[] = [1n];
const powerOfTen = (exponent: number): bigint => {
  while (powersOfTen.length <= exponent) powersOfTen.push(powersOfTen[powersOfTen.length - 1]! * 10n);
  return powersOfTen[exponent]!;
};

const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** The decimal a finite number stands for, e.g. 1.12 → 112 / 10^2 (not the binary 1.1200000000000001). */
export const toExactDecimal = (value: number): ExactDecimal => {
  if (Number.isInteger(value) && Number.isSafeInteger(value)) return { units: BigInt(value), scale: 0 };
  const match = NUMBER_TEXT.exec(String(value));
  if (match === null) throw new RangeError(`Not a finite number: ${value}`);
  const [, sign = '', whole = '0', fraction = '', exponentText = '0'] = match;
  const units = BigInt(`${sign}${whole}${fraction}`);
  const scale = fraction.length - Number(exponentText);
  return scale >= 0 ? { units, scale } : { units: units * powerOfTen(-scale), scale: 0 };
};

const rescale = (value: ExactDecimal, scale: number): bigint => value.units * powerOfTen(scale - value.scale);

export const addExact = (a: ExactDecimal, b: ExactDecimal): ExactDecimal => {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
};

export const multiplyExact = (a: ExactDecimal, b: ExactDecimal): ExactDecimal => ({
  units: a.units * b.units,
  scale: a.scale + b.scale,
});

/** Whole hundredths, rounded half-up (half away from zero for the odd negative file value). */
export const roundToCents = (value: ExactDecimal): number => {
  if (value.scale <= 2) return Number(rescale(value, 2));
  const divisor = powerOfTen(value.scale - 2);
  const magnitude = value.units < 0n ? -value.units : value.units;
  const cents = (magnitude * 2n + divisor) / (divisor * 2n);
  return Number(value.units < 0n ? -cents : cents);
};

/** F × Q of one gender, read once and applied to every row of it. */
export type ExactFactor = ExactDecimal & { readonly unitsAsNumber: number };

export const exactFactor = (values: readonly number[]): ExactFactor => {
  const product = values.map(toExactDecimal).reduce(multiplyExact);
  return { ...product, unitsAsNumber: Number(product.units) };
};

/**
 * (sum of parts) × factor in whole hundredths, rounded half-up. The common case (integer parts,
 * a factor of a few digits) runs on plain integers; any step that would leave the safe integer
 * range falls back to big integers, so the answer is the exact one either way.
 */
export const sumTimesFactorInCents = (parts: readonly number[], factor: ExactFactor): number => {
  const sum = parts.reduce((total, part) => total + part, 0);
  if (parts.every(Number.isSafeInteger) && Number.isSafeInteger(sum) && factor.scale <= 15) {
    const product = sum * factor.unitsAsNumber;
    const magnitude = Math.abs(product);
    if (Number.isSafeInteger(product) && factor.scale <= 2) {
      const cents = magnitude * 10 ** (2 - factor.scale);
      if (Number.isSafeInteger(cents)) return product < 0 ? -cents : cents;
    } else if (Number.isSafeInteger(product)) {
      const divisor = 10 ** (factor.scale - 2);
      const twiceAndHalf = 2 * magnitude + divisor;
      if (Number.isSafeInteger(twiceAndHalf)) {
        const cents = (twiceAndHalf - (twiceAndHalf % (2 * divisor))) / (2 * divisor);
        return product < 0 ? -cents : cents;
      }
    }
  }
  const exactSum = parts.map(toExactDecimal).reduce(addExact);
  return roundToCents(multiplyExact(exactSum, factor));
};

/** Hundredths back to a number: 10640 → 106.4 (the nearest double, which prints as 106.4). */
export const centsToNumber = (cents: number): number => cents / 100;

/** ceil(a × b / c) for non-negative a, b and a positive integer c, exactly. */
export const ceilOfProductOver = (a: number, b: number, c: number): number => {
  const product = multiplyExact(toExactDecimal(a), toExactDecimal(b));
  const denominator = BigInt(c) * powerOfTen(product.scale);
  return Number((product.units + denominator - 1n) / denominator);
};
