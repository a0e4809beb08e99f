import { describe, expect, it } from 'vitest';
import {
  ceilOfProductOver,
  exactFactor,
  roundToCents,
  sumTimesFactorInCents,
  toExactDecimal,
} from '../src/exact-decimal.js';

describe('exact decimal arithmetic for points', () => {
  it('reads a number as the decimal a person writes', () => {
    expect(toExactDecimal(1.12)).toEqual({ units: 112n, scale: 2 });
    expect(toExactDecimal(-0.5)).toEqual({ units: -5n, scale: 1 });
    expect(toExactDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(toExactDecimal(1.5e21)).toEqual({ units: 1_500_000_000_000_000_000_000n, scale: 0 });
  });

  it('refuses what is not a finite number', () => {
    expect(() => toExactDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => toExactDecimal(Infinity)).toThrow(RangeError);
  });

  it('rounds half-up to hundredths, and half away from zero below zero', () => {
    expect(roundToCents(toExactDecimal(0.125))).toBe(13);
    expect(roundToCents(toExactDecimal(0.124999))).toBe(12);
    expect(roundToCents(toExactDecimal(-0.125))).toBe(-13);
  });

  it('gives the same cents on the integer fast path and the big-integer path', () => {
    const factor = exactFactor([0.85, 1.005]);
    expect(sumTimesFactorInCents([200, 15, 15, 10], factor)).toBe(20502); // 240 × 0.85425 = 205.02
    expect(sumTimesFactorInCents([0.1, 0.2], exactFactor([1, 1]))).toBe(30);
    expect(sumTimesFactorInCents([2 ** 52], exactFactor([0.5, 1]))).toBe(2 ** 52 * 50);
  });

  it('takes ceil(P% × count) exactly', () => {
    expect(ceilOfProductOver(60, 5, 100)).toBe(3);
    expect(ceilOfProductOver(50, 5, 100)).toBe(3);
    expect(ceilOfProductOver(33.3, 3, 100)).toBe(1);
    expect(ceilOfProductOver(100, 7, 100)).toBe(7);
  });
});
