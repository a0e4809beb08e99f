import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ACCOUNT_FORM_MESSAGES as MESSAGES,
  forgotPasswordFormSchema,
  newPasswordFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from '../src/index.js';

/** The message a form shows next to a field for these values, or null. */
const messageOf = (schema: z.ZodType, values: Record<string, unknown>, field: string): string | null => {
  const result = schema.safeParse(values);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message ?? null;
};

const email = (text: string) => messageOf(forgotPasswordFormSchema, { email: text }, 'email');
const newPassword = (password: string) =>
  messageOf(newPasswordFormSchema, { password, repeatPassword: password }, 'password');
const confirmation = (password: string, repeatPassword: string) =>
  messageOf(newPasswordFormSchema, { password, repeatPassword }, 'repeatPassword');
const signUp = {
  lastName: 'Петрова-Водкина',
  firstName: 'Ёлкин',
  email: 'rider@velorating.ru',
  phoneNumber: '',
  organizerName: '',
  comment: '',
  password: 'Rider123!',
  repeatPassword: 'Rider123!',
};

describe('account forms (spec part 1 §5)', () => {
  it('asks for an e-mail with a two-letter domain and no spaces', () => {
    expect(email('')).toBe(MESSAGES.required);
    expect(email('rider@velorating.ru')).toBeNull();
    expect(email('  rider@velorating.ru ')).toBeNull();
    expect(email('rider@velorating.r')).toBe(MESSAGES.email);
    expect(email('rider velo@rating.ru')).toBe(MESSAGES.email);
    expect(email('rider.velorating.ru')).toBe(MESSAGES.email);
  });

  it('requires a sign-in password but does not judge it', () => {
    const signIn = { email: 'rider@velorating.ru', rememberMe: false };
    expect(messageOf(signInFormSchema, { ...signIn, password: '' }, 'password')).toBe(MESSAGES.required);
    expect(messageOf(signInFormSchema, { ...signIn, password: 'x' }, 'password')).toBeNull();
  });

  it('wants a new password of 6+ characters with both cases, a digit and a special character, no Cyrillic', () => {
    expect(newPassword('')).toBe(MESSAGES.required);
    expect(newPassword('Ab1!')).toBe(MESSAGES.passwordTooShort);
    expect(newPassword('Rider123!')).toBeNull();
    expect(newPassword('Rider_123')).toBeNull();
    expect(newPassword('rider123!')).toBe(MESSAGES.password);
    expect(newPassword('RIDER123!')).toBe(MESSAGES.password);
    expect(newPassword('Riderrr!')).toBe(MESSAGES.password);
    expect(newPassword('Rider123')).toBe(MESSAGES.password);
    expect(newPassword('Rider123!ж')).toBe(MESSAGES.password);
  });

  it("says 'Пароли не совпадают' when the confirmation differs", () => {
    expect(confirmation('Rider123!', 'Rider123!')).toBeNull();
    expect(confirmation('Rider123!', 'Rider123?')).toBe('Пароли не совпадают');
    expect(confirmation('Rider123!', '')).toBe(MESSAGES.required);
    // Whatever the password's own state.
    expect(confirmation('Ab1!', 'Ab1?')).toBe('Пароли не совпадают');
  });

  it('takes Cyrillic letters and hyphens in names', () => {
    const name = (lastName: string) =>
      messageOf(signUpFormSchema('Participant'), { ...signUp, lastName }, 'lastName');
    expect(name('Петрова-Водкина')).toBeNull();
    expect(name('Ёлкин')).toBeNull();
    expect(name('')).toBe(MESSAGES.required);
    expect(name('Petrov')).toBe(MESSAGES.cyrillicName);
    expect(name('Пётр 1')).toBe(MESSAGES.cyrillicName);
  });

  it('asks an organizer, and only an organizer, for the organization', () => {
    expect(signUpFormSchema('Participant').safeParse(signUp).success).toBe(true);
    expect(messageOf(signUpFormSchema('Organizer'), signUp, 'organizerName')).toBe(MESSAGES.required);
    expect(signUpFormSchema('Organizer').safeParse({ ...signUp, organizerName: 'Клуб' }).success).toBe(true);
  });
});
