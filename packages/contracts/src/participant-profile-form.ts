import { z } from 'zod';
import { PARTICIPANT_LIMITS, PROFILE_TEXT_LIMITS, maxBirthYear } from './constants/index.js';
import { STRAVA_PATTERN, UCI_ID_PATTERN } from './patterns.js';
import { textSchema } from './text.js';

/*
 * The profile form as a person fills it in (part 2 §3, §5): every field the text typed, checked
 * with the messages the form shows next to it. The form sends only the fields a person changed, and
 * checks only those (a stored value the form did not touch never blocks Save), so every field is
 * optional here. The server reads what was sent with editParticipantInfoFormSchema (participants.ts),
 * on the same limits and patterns, and answers its own messages, which name the field.
 */

const isWholeNumberIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;

const notLongerThan = (max: number) => `Не длиннее ${max} символов`;

/** An optional whole number within bounds: empty clears it. */
const clearableWholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || isWholeNumberIn(text, min, max), `Целое число от ${min} до ${max}`);

/** A line of free text, limited. */
const line = (max: number) => textSchema.trim().max(max, notLongerThan(max));

const { minBirthYear, minWeight, maxWeight, minHeight, maxHeight } = PARTICIPANT_LIMITS;

export const participantProfileFormSchema = z
  .object({
    /** From 1901 to the current year; once set it cannot be cleared (protocols are matched by it). */
    yearOfBirth: z
      .string()
      .trim()
      .refine((text) => text !== '', { error: 'Год рождения нельзя очистить', abort: true })
      .refine((text) => isWholeNumberIn(text, minBirthYear, maxBirthYear()), {
        error: () => `Год от ${minBirthYear} до ${maxBirthYear()}`,
      }),
    weight: clearableWholeNumber(minWeight, maxWeight),
    height: clearableWholeNumber(minHeight, maxHeight),
    uciId: z
      .string()
      .trim()
      .regex(UCI_ID_PATTERN, { error: 'Только цифры и дефисы', abort: true })
      .max(PROFILE_TEXT_LIMITS.uciId, notLongerThan(PROFILE_TEXT_LIMITS.uciId)),
    /** An athlete number or a link to the athlete's page (an administrator's field). */
    strava: z
      .string()
      .trim()
      .refine((text) => text === '' || STRAVA_PATTERN.test(text), {
        error: 'Номер спортсмена или ссылка https://www.strava.com/athletes/…',
        abort: true,
      })
      .max(PROFILE_TEXT_LIMITS.strava, notLongerThan(PROFILE_TEXT_LIMITS.strava)),
    club: line(PROFILE_TEXT_LIMITS.club),
    firstNameTransliteration: line(PROFILE_TEXT_LIMITS.nameTransliteration),
    lastNameTransliteration: line(PROFILE_TEXT_LIMITS.nameTransliteration),
  })
  .partial();
export type ParticipantProfileFormValues = z.input<typeof participantProfileFormSchema>;
