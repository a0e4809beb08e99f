import { describe, expect, it } from 'vitest';
import { PASSWORD_REQUIREMENTS, STRENGTH_LABELS, passwordStrength } from './password-strength';

describe('password strength meter', () => {
  it("uses the spec's three labels", () => {
    expect(Object.values(STRENGTH_LABELS)).toEqual(['Слабый', 'Неплохой', 'Хороший пароль']);
  });

  it.each([
    ['', null],
    ['abc', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcdef12', 'weak'],
    ['Abcdef12', 'medium'],
    ['abcdef1!', 'medium'],
    ['Abc1!', 'weak'],
    ['Abcde1!', 'strong'],
    ['Rider_123', 'strong'],
  ] as const)('rates %j as %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('lists the requirements and marks each one', () => {
    expect(PASSWORD_REQUIREMENTS.map((r) => r.key)).toEqual(['lower', 'upper', 'digit', 'special', 'length']);
    const met = (password: string) => PASSWORD_REQUIREMENTS.filter((r) => r.test(password)).map((r) => r.key);
    expect(met('a')).toEqual(['lower']);
    expect(met('A1')).toEqual(['upper', 'digit']);
    expect(met('_')).toEqual(['special']);
    expect(met('Жжжжжж')).toEqual(['length']);
    expect(met('Rider123!')).toEqual(['lower', 'upper', 'digit', 'special', 'length']);
  });
});
