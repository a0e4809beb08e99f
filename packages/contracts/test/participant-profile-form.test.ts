import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { participantProfileFormSchema } from '../src/index.js';

/** The message the form shows for one field's text, or null when it may be sent. */
const messageOf = (field: string, text: string): string | null => {
  const result = participantProfileFormSchema.safeParse({ [field]: text });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe('the profile form (part 2 §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('checks the year of birth: 1901 to the current year, never cleared once set', () => {
    expect(messageOf('yearOfBirth', '1901')).toBeNull();
    expect(messageOf('yearOfBirth', ' 2026 ')).toBeNull();
    expect(messageOf('yearOfBirth', '1900')).toBe('Год от 1901 до 2026');
    expect(messageOf('yearOfBirth', '2027')).toBe('Год от 1901 до 2026');
    expect(messageOf('yearOfBirth', '19z0')).toBe('Год от 1901 до 2026');
    expect(messageOf('yearOfBirth', '')).toBe('Год рождения нельзя очистить');
  });

  it('checks weight 10–149 and height 100–249 as whole numbers; empty clears them', () => {
    expect(messageOf('weight', '10')).toBeNull();
    expect(messageOf('weight', '149')).toBeNull();
    expect(messageOf('weight', '9')).toBe('Целое число от 10 до 149');
    expect(messageOf('weight', '150')).toBe('Целое число от 10 до 149');
    expect(messageOf('weight', '70.5')).toBe('Целое число от 10 до 149');
    expect(messageOf('weight', '')).toBeNull();
    expect(messageOf('height', '100')).toBeNull();
    expect(messageOf('height', '249')).toBeNull();
    expect(messageOf('height', '99')).toBe('Целое число от 100 до 249');
    expect(messageOf('height', '250')).toBe('Целое число от 100 до 249');
  });

  it('takes only digits and hyphens in the UCI ID, and a number or a link for Strava', () => {
    expect(messageOf('uciId', '100-123-456')).toBeNull();
    expect(messageOf('uciId', '10 0')).toBe('Только цифры и дефисы');
    expect(messageOf('uciId', 'RUS1980')).toBe('Только цифры и дефисы');
    expect(messageOf('uciId', '1'.repeat(31))).toBe('Не длиннее 30 символов');
    expect(messageOf('strava', '987654')).toBeNull();
    expect(messageOf('strava', 'https://www.strava.com/athletes/987654')).toBeNull();
    expect(messageOf('strava', 'javascript:alert(1)')).toMatch(/^Номер спортсмена или ссылка/);
    expect(messageOf('club', 'к'.repeat(201))).toBe('Не длиннее 200 символов');
    expect(messageOf('firstNameTransliteration', 'I'.repeat(101))).toBe('Не длиннее 100 символов');
  });

  it('checks only the fields it is given', () => {
    expect(participantProfileFormSchema.safeParse({}).success).toBe(true);
    expect(participantProfileFormSchema.safeParse({ club: 'Вело Клуб' }).success).toBe(true);
  });
});
