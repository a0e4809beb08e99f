import { describe, expect, it } from 'vitest';
import { ruleNumber, significanceBandRows } from './methodology';

describe('the methodology dialog’s wording of the shared rule numbers', () => {
  it('writes the F bands of rating.md as the dialog always showed them', () => {
    expect(significanceBandRows()).toEqual([
      { share: '80 % и больше', f: '0,2' },
      { share: 'от 50 % до 80 %', f: '0,5' },
      { share: 'от 30 % до 50 %', f: '0,7' },
      { share: 'от 15 % до 30 %', f: '0,85' },
      { share: 'меньше 15 %', f: '1' },
    ]);
  });

  it('writes numbers with a decimal comma', () => {
    expect([1.5, 0.85, 15, 200].map(ruleNumber)).toEqual(['1,5', '0,85', '15', '200']);
  });
});
