import { z } from 'zod';
import { pagedResponse, pagingSchema } from './common.js';
import { fieldName, missingField, optionalText, requiredText } from './organizers.js';
import { EMAIL_PATTERN } from './patterns.js';
import { refuseControlCharacters, textSchema } from './text.js';
import { VALIDATION_MESSAGES } from './users.js';

// Feedback (part 1 §7, part 2 §7.6: POST /v1/Feedback, "fields not shown"): the footer's form.

export const FEEDBACK_LIMITS = { nameMax: 100, emailMax: 254, textMax: 5_000, pageMax: 2_000 } as const;

export const FEEDBACK_STATUSES = ['new', 'answered'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);

const feedbackEmail = refuseControlCharacters(
  z.string({
    error: (issue) =>
      issue.input === undefined ? missingField('e-mail') : `${fieldName('e-mail')}: ожидается текст`,
  }),
  { label: 'e-mail' },
)
  .trim()
  .min(1, missingField('e-mail'))
  .max(FEEDBACK_LIMITS.emailMax, `${fieldName('e-mail')}: не длиннее ${FEEDBACK_LIMITS.emailMax} символов`)
  .regex(EMAIL_PATTERN, VALIDATION_MESSAGES.email);

/**
 * Body of POST /v1/Feedback: name, e-mail, text, the page it was sent from (the address the form
 * was opened on), and `website`, a field people do not see: a robot that fills it in is answered
 * as if it had been heard, and nothing is kept.
 */
export const feedbackRequestSchema = z.object({
  name: requiredText('имя', FEEDBACK_LIMITS.nameMax),
  email: feedbackEmail,
  text: optionalText('сообщение', FEEDBACK_LIMITS.textMax).min(1, missingField('сообщение')),
  page: textSchema.trim().max(FEEDBACK_LIMITS.pageMax).nullable().optional(),
  website: textSchema.max(500).nullable().optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** A message as the administrators' list shows it. */
export const feedbackSchema = z.object({
  id: z.int32(),
  name: z.string(),
  email: z.string(),
  text: z.string(),
  page: z.string(),
  /** The account that sent it, when signed in. */
  userId: z.int32().nullable(),
  status: feedbackStatusSchema,
  createdOn: z.string(),
  answeredOn: z.string().nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** Body of POST /v1/Feedback/paged (administrators): newest first, optionally of one status. */
export const pagedFeedbackRequestSchema = pagingSchema.extend({
  status: feedbackStatusSchema.nullable().optional(),
});
export type PagedFeedbackRequest = z.infer<typeof pagedFeedbackRequestSchema>;
export const pagedFeedbackResponseSchema = pagedResponse(feedbackSchema);
