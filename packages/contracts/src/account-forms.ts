import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants/index.js';
import {
  CONTROL_CHARACTERS_PATTERN,
  CYRILLIC_NAME_PATTERN,
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
} from './patterns.js';
import { VALIDATION_MESSAGES } from './users.js';

/*
 * The account forms as a person fills them in (spec part 1 §5): sign-in, sign-up, the reset link and
 * the new password. Each field is the text typed, checked with the message the form shows next to
 * it; the first broken rule of a field speaks. The server checks the requests with its own schemas
 * (users.ts) on the same patterns.
 */

export const ACCOUNT_FORM_MESSAGES = {
  ...VALIDATION_MESSAGES,
  passwordTooShort: `Минимум ${PASSWORD_MIN_LENGTH} символов`,
  controlCharacters: 'Недопустимые управляющие символы',
} as const;

const filled = (text: string) => text.trim() !== '';

/**
 * A text field whose first broken rule speaks. One issue at most, and never an aborting one, so the
 * form's own rule (the confirmation) still runs while another field is wrong. A pasted control
 * character speaks first (the server refuses it too).
 */
const textField = (...rules: [test: (text: string) => boolean, message: string][]) =>
  z.string().superRefine((text, context) => {
    const broken = [
      [
        (value: string) => !CONTROL_CHARACTERS_PATTERN.test(value),
        ACCOUNT_FORM_MESSAGES.controlCharacters,
      ] as const,
      ...rules,
    ].find(([test]) => !test(text));
    if (broken) context.addIssue({ code: 'custom', message: broken[1] });
  });

const email = textField(
  [filled, ACCOUNT_FORM_MESSAGES.required],
  [(text) => EMAIL_PATTERN.test(text.trim()), ACCOUNT_FORM_MESSAGES.email],
);

/** A new password: required, at least 6 characters, and the shared pattern. */
const newPassword = textField(
  [(text) => text !== '', ACCOUNT_FORM_MESSAGES.required],
  [(text) => text.length >= PASSWORD_MIN_LENGTH, ACCOUNT_FORM_MESSAGES.passwordTooShort],
  [(text) => PASSWORD_PATTERN.test(text), ACCOUNT_FORM_MESSAGES.password],
);

/** A name: Cyrillic letters and hyphens. */
const cyrillicName = textField(
  [filled, ACCOUNT_FORM_MESSAGES.required],
  [(text) => CYRILLIC_NAME_PATTERN.test(text.trim()), ACCOUNT_FORM_MESSAGES.cyrillicName],
);

const requiredText = textField([(text) => text !== '', ACCOUNT_FORM_MESSAGES.required]);

/** The confirmation equals the password ('Пароли не совпадают'); checked whatever the password's own state. */
const withConfirmation = <
  T extends z.ZodObject<{ password: z.ZodType<string>; repeatPassword: z.ZodType<string> }>,
>(
  schema: T,
) =>
  schema.refine((values) => values.repeatPassword === values.password, {
    path: ['repeatPassword'],
    error: ACCOUNT_FORM_MESSAGES.passwordsDiffer,
    when: ({ value }) => {
      const { password, repeatPassword } = (value ?? {}) as { password?: unknown; repeatPassword?: unknown };
      return typeof password === 'string' && typeof repeatPassword === 'string' && repeatPassword !== '';
    },
  });

/** Sign-in: the e-mail and a password (not judged here). */
export const signInFormSchema = z.object({
  email,
  password: textField([filled, ACCOUNT_FORM_MESSAGES.required]),
  rememberMe: z.boolean(),
});
export type SignInFormValues = z.input<typeof signInFormSchema>;

/** «Забыли пароль?»: where to send the link. */
export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;

/** A new password, twice (the reset link's form). */
export const newPasswordFormSchema = withConfirmation(
  z.object({ password: newPassword, repeatPassword: requiredText }),
);
export type NewPasswordFormValues = z.input<typeof newPasswordFormSchema>;

/** The password set by the installation, changed at first sign-in (issue 36): the current one and a new one, twice. */
export const changePasswordFormSchema = withConfirmation(
  z.object({
    currentPassword: textField([filled, ACCOUNT_FORM_MESSAGES.required]),
    password: newPassword,
    repeatPassword: requiredText,
  }),
);
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** Sign-up of a participant, or of an organizer (who also names the organization). */
export const signUpFormSchema = (role: 'Participant' | 'Organizer') =>
  withConfirmation(
    z.object({
      lastName: cyrillicName,
      firstName: cyrillicName,
      email,
      phoneNumber: z.string(),
      organizerName: role === 'Organizer' ? textField([filled, ACCOUNT_FORM_MESSAGES.required]) : z.string(),
      comment: z.string(),
      password: newPassword,
      repeatPassword: requiredText,
    }),
  );
export type SignUpFormValues = z.input<ReturnType<typeof signUpFormSchema>>;
