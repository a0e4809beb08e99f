import { z } from 'zod';
import { optionalText } from './organizers.js';

// A rider's privacy (issue 34): the profile hidden from the public, by the rider or by an
// administrator on the rider's written request; undone by either.

export const PRIVACY_LIMITS = { noteMax: 1_000 } as const;

/** The state of a rider's privacy, as the owner and administrators see it. */
export const participantPrivacySchema = z.object({
  isHidden: z.boolean(),
  /** When the profile was hidden (null: it is public). */
  hiddenOn: z.string().nullable(),
  /** Whether the rider hid it (false: an administrator did, on the rider's request). */
  hiddenByOwner: z.boolean().nullable(),
});
export type ParticipantPrivacy = z.infer<typeof participantPrivacySchema>;

/**
 * POST /v1/Participant/privacy: hide (`hidden: true`) or show a rider's profile. The owner needs no
 * note; an administrator acting on someone else's profile writes the request's note (who asked, how).
 */
export const changePrivacyRequestSchema = z.object({
  participantId: z.int32().positive(),
  hidden: z.boolean(),
  note: optionalText('основание', PRIVACY_LIMITS.noteMax).nullable().optional(),
});
export type ChangePrivacyRequest = z.input<typeof changePrivacyRequestSchema>;

export const changePrivacyResponseSchema = participantPrivacySchema.extend({
  participantId: z.int32(),
  auditId: z.int32().nullable(),
  message: z.string(),
});
export type ChangePrivacyResponse = z.infer<typeof changePrivacyResponseSchema>;
