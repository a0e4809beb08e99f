import {
  CYRILLIC_NAME_PATTERN,
  EMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
  VALIDATION_MESSAGES,
} from '@velo/contracts';

/**
 * Field validators of spec part 1 §5 on the contracts' shared patterns. Each answers the message to
 * show, or null when the value is fine.
 */
export type Validator = (value: string) => string | null;

export const FIELD_MESSAGES = {
  ...VALIDATION_MESSAGES,
  passwordTooShort: `Минимум ${PASSWORD_MIN_LENGTH} символов`,
  cyrillicName: 'Только русские буквы и дефис',
} as const;

export const required: Validator = (value) => (value.trim() ? null : FIELD_MESSAGES.required);

export const email: Validator = (value) => {
  if (!value.trim()) return FIELD_MESSAGES.required;
  return EMAIL_PATTERN.test(value.trim()) ? null : FIELD_MESSAGES.email;
};

/** A new password: required, at least 6 characters, and the shared pattern. */
export const newPassword: Validator = (value) => {
  if (!value) return FIELD_MESSAGES.required;
  if (value.length < PASSWORD_MIN_LENGTH) return FIELD_MESSAGES.passwordTooShort;
  return PASSWORD_PATTERN.test(value) ? null : FIELD_MESSAGES.password;
};

/** The confirmation must equal the password (spec: 'Пароли не совпадают'). */
export const samePassword =
  (password: string): Validator =>
  (value) => {
    if (!value) return FIELD_MESSAGES.required;
    return value === password ? null : FIELD_MESSAGES.passwordsDiffer;
  };

/** Cyrillic letters and hyphens, or empty; `isRequired` adds the empty check. */
export const cyrillicName =
  (isRequired: boolean): Validator =>
  (value) => {
    const text = value.trim();
    if (!text) return isRequired ? FIELD_MESSAGES.required : null;
    return CYRILLIC_NAME_PATTERN.test(text) ? null : FIELD_MESSAGES.cyrillicName;
  };

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
