import { PASSWORD_MIN_LENGTH } from '@velo/contracts/constants';
import { PASSWORD_PATTERN } from '@velo/contracts/patterns';

/*
 * The new password's strength meter (spec part 1 §2.2, §5). The forms' rules are the contracts'
 * form schemas (account-forms.ts), read through useSchemaForm.
 */

/** The requirement list shown under a new password (spec part 1 §5). */
export const PASSWORD_REQUIREMENTS = [
  { key: 'lower', label: 'Строчная латинская буква', test: (v: string) => /[a-z]/.test(v) },
  { key: 'upper', label: 'Заглавная латинская буква', test: (v: string) => /[A-Z]/.test(v) },
  { key: 'digit', label: 'Цифра', test: (v: string) => /\d/.test(v) },
  {
    key: 'special',
    label: 'Специальный символ (например, ! или _)',
    test: (v: string) => /[^A-Za-z0-9\sА-Яа-яЁё]/.test(v),
  },
  {
    key: 'length',
    label: `Не меньше ${PASSWORD_MIN_LENGTH} символов`,
    test: (v: string) => v.length >= PASSWORD_MIN_LENGTH,
  },
] as const;

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export const STRENGTH_LABELS: Record<PasswordStrength, string> = {
  weak: 'Слабый',
  medium: 'Неплохой',
  strong: 'Хороший пароль',
};

/**
 * The strength label of a password: 'Хороший пароль' when it meets every rule of the shared
 * pattern; 'Неплохой' when it has the length and at least three of the four kinds of character;
 * 'Слабый' otherwise. Null for an empty field (no label yet).
 */
export const passwordStrength = (value: string): PasswordStrength | null => {
  if (!value) return null;
  if (PASSWORD_PATTERN.test(value)) return 'strong';
  const kinds = PASSWORD_REQUIREMENTS.filter((r) => r.key !== 'length' && r.test(value)).length;
  return value.length >= PASSWORD_MIN_LENGTH && kinds >= 3 ? 'medium' : 'weak';
};
