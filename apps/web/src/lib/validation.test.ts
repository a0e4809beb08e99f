import { describe, expect, it } from 'vitest';
import {
  FIELD_MESSAGES,
  PASSWORD_REQUIREMENTS,
  STRENGTH_LABELS,
  cyrillicName,
  email,
  newPassword,
  passwordStrength,
  required,
  samePassword,
} from './validation';

describe('field validators (spec part 1 §5)', () => {
  it('asks for an e-mail with a two-letter domain and no spaces', () => {
    expect(email('')).toBe(FIELD_MESSAGES.required);
    expect(email('rider@velorating.ru')).toBeNull();
    expect(email('  rider@velorating.ru ')).toBeNull();
    expect(email('rider@velorating.r')).toBe(FIELD_MESSAGES.email);
    expect(email('rider velo@rating.ru')).toBe(FIELD_MESSAGES.email);
    expect(email('rider.velorating.ru')).toBe(FIELD_MESSAGES.email);
  });

  it('requires a sign-in password but does not judge it', () => {
    expect(required('')).toBe(FIELD_MESSAGES.required);
    expect(required('x')).toBeNull();
  });

  it('wants a new password of 6+ characters with both cases, a digit and a special character, no Cyrillic', () => {
    expect(newPassword('')).toBe(FIELD_MESSAGES.required);
    expect(newPassword('Ab1!')).toBe(FIELD_MESSAGES.passwordTooShort);
    expect(newPassword('Rider123!')).toBeNull();
    expect(newPassword('Rider_123')).toBeNull();
    expect(newPassword('rider123!')).toBe(FIELD_MESSAGES.password);
    expect(newPassword('RIDER123!')).toBe(FIELD_MESSAGES.password);
    expect(newPassword('Riderrr!')).toBe(FIELD_MESSAGES.password);
    expect(newPassword('Rider123')).toBe(FIELD_MESSAGES.password);
    expect(newPassword('Rider123!ж')).toBe(FIELD_MESSAGES.password);
  });

  it("says 'Пароли не совпадают' when the confirmation differs", () => {
    expect(samePassword('Rider123!')('Rider123!')).toBeNull();
    expect(samePassword('Rider123!')('Rider123?')).toBe('Пароли не совпадают');
    expect(samePassword('Rider123!')('')).toBe(FIELD_MESSAGES.required);
  });

  it('takes Cyrillic letters and hyphens in names', () => {
    expect(cyrillicName(true)('Петрова-Водкина')).toBeNull();
    expect(cyrillicName(true)('Ёлкин')).toBeNull();
    expect(cyrillicName(true)('')).toBe(FIELD_MESSAGES.required);
    expect(cyrillicName(false)('')).toBeNull();
    expect(cyrillicName(true)('Petrov')).toBe(FIELD_MESSAGES.cyrillicName);
    expect(cyrillicName(true)('Пётр 1')).toBe(FIELD_MESSAGES.cyrillicName);
  });
});

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
