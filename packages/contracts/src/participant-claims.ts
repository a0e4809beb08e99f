import { z } from 'zod';
import { int32Param, pagedResponse } from './common.js';
import { SIMILARITY_REASONS } from './constants/protocol-upload.js';
import { genderSchema, resultStatusSchema } from './enum-schemas.js';
import { LOGIN_PROVIDERS } from './enums/external.js';
import { PARTICIPANT_CLAIM_STATUSES } from './enums/people.js';
import { fieldName, formId, missingField } from './organizers.js';
import { refuseControlCharacters } from './text.js';

// Claims of riders' profiles (issue 34): no sign-in links an account to a rider by a matching name;
// the account claims a rider (or says none of the suggested riders is theirs), and an administrator
// approves or rejects the claim. Links made by the old name rule are listed for review.

export const PARTICIPANT_CLAIM_LIMITS = {
  comment: 2000,
  strava: 300,
  reason: 1000,
  /** The riders a suggestion call answers at most. */
  suggestions: 10,
  /** The last races shown with each suggested rider. */
  suggestionRaces: 3,
  /** The last races shown with the claimed rider in the administrators' queue. */
  reviewRaces: 10,
  name: 100,
} as const;

/** A link to the rider's Strava athlete: its number or https://www.strava.com/athletes/<number>. */
export const CLAIM_STRAVA_PATTERN = /^(\d{1,12}|https?:\/\/(www\.)?strava\.com\/athletes\/\d{1,12}\/?)$/i;

export const participantClaimStatusSchema = z.enum(PARTICIPANT_CLAIM_STATUSES);

/** Why a rider is suggested: the same name, or one of the upload's similarity reasons. */
export const CLAIM_SUGGESTION_REASONS = ['sameName', ...SIMILARITY_REASONS] as const;
export type ClaimSuggestionReason = (typeof CLAIM_SUGGESTION_REASONS)[number];

/** GET /v1/ParticipantClaim/suggestions?name: the account's names, or another spelling typed by the user. */
export const claimSuggestionsQuerySchema = z.object({
  name: refuseControlCharacters(z.string({ error: 'Параметр name: ожидается текст' }), { label: 'name' })
    .trim()
    .max(PARTICIPANT_CLAIM_LIMITS.name, `Параметр name: не длиннее ${PARTICIPANT_CLAIM_LIMITS.name} символов`)
    .optional(),
});

/** One race of a rider, as a claim shows it (newest first). */
export const claimRaceSchema = z.object({
  protocolId: z.int32(),
  protocolName: z.string(),
  eventName: z.string(),
  eventDate: z.string(),
  place: z.int32().nullable(),
  status: resultStatusSchema,
});

export const claimSuggestionSchema = z.object({
  id: z.int32(),
  lastName: z.string(),
  firstName: z.string(),
  yearOfBirth: z.int32().nullable(),
  club: z.string(),
  city: z.string(),
  reason: z.enum(CLAIM_SUGGESTION_REASONS),
  racesCount: z.int32(),
  lastRaces: z.array(claimRaceSchema),
});
export type ClaimSuggestion = z.infer<typeof claimSuggestionSchema>;

export const claimSuggestionsSchema = z.object({
  /** Whom the riders were looked up for: the account's names (and the provider's year), or the name typed. */
  lastName: z.string(),
  firstName: z.string(),
  yearOfBirth: z.int32().nullable(),
  items: z.array(claimSuggestionSchema),
});
export type ClaimSuggestions = z.infer<typeof claimSuggestionsSchema>;

/** What signed the user in, and what it said about them, kept with the claim as it was then. */
export const claimSignInSchema = z.object({
  loginProvider: z.enum(LOGIN_PROVIDERS),
  /** The provider in Russian («Яндекс ID»), or «Email и пароль». */
  label: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The year of birth the provider told (null when it tells none). */
  yearOfBirth: z.int32().nullable(),
  /** The e-mail the provider told, or the account's e-mail; null when there is none. */
  email: z.string().nullable(),
  /** The provider vouches for the e-mail, or the account confirmed it by the mailed link. */
  isEmailConfirmed: z.boolean(),
});
export type ClaimSignIn = z.infer<typeof claimSignInSchema>;

export const participantClaimSchema = z.object({
  id: z.int32(),
  status: participantClaimStatusSchema,
  /**
   * The rider claimed (for an approved «none of these» claim, the rider it created); null when the
   * claim names no rider yet, or the rider was removed or merged into another meanwhile.
   */
  participantId: z.int32().nullable(),
  /** «Меня нет в списке»: approving creates a new rider from the account's name. */
  isNewRider: z.boolean(),
  /** The claimed rider's name as it was when claimed (empty for a new rider). */
  participantName: z.string(),
  comment: z.string(),
  strava: z.string(),
  /** The photo of a licence or a race number: a private file (GET /v1/File/{id}), its author's and administrators'. */
  photoFileId: z.string().nullable(),
  signIn: claimSignInSchema,
  createdOn: z.string(),
  decidedOn: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type ParticipantClaim = z.infer<typeof participantClaimSchema>;

/** GET /v1/ParticipantClaim/current. */
export const currentParticipantClaimSchema = z.object({
  /** The caller's latest claim, open or decided; null when they never claimed. */
  claim: participantClaimSchema.nullable(),
  /** The caller may claim now: no rider is linked to the account and no claim of theirs is open. */
  canClaim: z.boolean(),
});
export type CurrentParticipantClaim = z.infer<typeof currentParticipantClaimSchema>;

const formFlag = (label: string) =>
  z
    .enum(['true', 'false'], { error: `${fieldName(label)}: ожидается true или false` })
    .optional()
    .transform((value) => value === 'true');

const multilineField = (label: string, max: number) =>
  refuseControlCharacters(z.string({ error: `${fieldName(label)}: ожидается текст` }), { lines: true, label })
    .trim()
    .max(max, `${fieldName(label)}: не длиннее ${max} символов`);

export const CLAIM_CHOOSE_RIDER = 'Выберите участника из списка или отметьте «Меня нет в списке»';

const commentField = multilineField('комментарий', PARTICIPANT_CLAIM_LIMITS.comment);
const stravaField = refuseControlCharacters(z.string({ error: `${fieldName('Strava')}: ожидается текст` }), {
  label: 'Strava',
})
  .trim()
  .max(
    PARTICIPANT_CLAIM_LIMITS.strava,
    `${fieldName('Strava')}: не длиннее ${PARTICIPANT_CLAIM_LIMITS.strava} символов`,
  )
  .refine(
    (value) => value === '' || CLAIM_STRAVA_PATTERN.test(value),
    `${fieldName('Strava')}: номер спортсмена или ссылка вида https://www.strava.com/athletes/…`,
  );

/** The web app's claim form: what the user writes (the rider and the photo are chosen beside it). */
export const claimFormSchema = z.object({ comment: commentField, strava: stravaField });
export type ClaimFormValues = z.infer<typeof claimFormSchema>;

/**
 * Multipart form of POST /v1/ParticipantClaim (the caller's own claim; the file part is `photo`, a
 * photo or scan of a licence or race number). Either a rider (`participantId`) or `isNewRider=true`.
 * No other field is taken: a claim is always the caller's.
 */
export const createParticipantClaimFormSchema = z
  .strictObject({
    participantId: formId('участник', 'optional'),
    isNewRider: formFlag('меня нет в списке (isNewRider)'),
    comment: commentField.optional().default(''),
    strava: stravaField.optional().default(''),
  })
  .refine((form) => (form.participantId === undefined) === form.isNewRider, {
    message: CLAIM_CHOOSE_RIDER,
    path: ['participantId'],
  });
export type CreateParticipantClaimForm = z.input<typeof createParticipantClaimFormSchema>;

// The administrators' side.

/** POST /v1/Admin/paged-participant-claims: the open ones first by default, oldest first. */
export const pagedParticipantClaimsRequestSchema = z.object({
  status: participantClaimStatusSchema.nullable().optional(),
  page: z.int32().min(1).default(1),
  size: z.int32().min(1).max(100).default(10),
});

/** The rider as the review shows it beside the evidence. */
export const claimRiderSchema = z.object({
  id: z.int32(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  yearOfBirth: z.int32().nullable(),
  gender: genderSchema.nullable(),
  club: z.string(),
  city: z.string(),
  strava: z.string(),
  photoFileId: z.string().nullable(),
  createdOn: z.string(),
  racesCount: z.int32(),
  lastRaces: z.array(claimRaceSchema),
  /** The account now linked to the rider, if any (an approval is refused then). */
  linkedUserEmail: z.string().nullable(),
});
export type ClaimRider = z.infer<typeof claimRiderSchema>;

export const claimAccountSchema = z.object({
  id: z.int32(),
  email: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  registrationDate: z.string(),
  isConfirmed: z.boolean(),
});

export const adminParticipantClaimSchema = participantClaimSchema.extend({
  user: claimAccountSchema,
  participant: claimRiderSchema.nullable(),
  /** Who decided, as they were named then. */
  decidedBy: z.string().nullable(),
  /** Other open claims of the same rider. */
  otherOpenClaims: z.int32(),
});
export type AdminParticipantClaim = z.infer<typeof adminParticipantClaimSchema>;
export const pagedParticipantClaimsResponseSchema = pagedResponse(adminParticipantClaimSchema);

/** A reason the user reads (a rejection, an undone link): required, several lines allowed. */
const reasonSchema = refuseControlCharacters(
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? missingField('причина')
        : `${fieldName('причина')}: ожидается текст`,
  }),
  { lines: true, label: 'причина' },
)
  .trim()
  .min(1, missingField('причина'))
  .max(
    PARTICIPANT_CLAIM_LIMITS.reason,
    `${fieldName('причина')}: не длиннее ${PARTICIPANT_CLAIM_LIMITS.reason} символов`,
  );

/** POST /v1/Admin/participant-claims/{id}/reject. */
export const rejectParticipantClaimRequestSchema = z.object({ reason: reasonSchema });

/** POST /v1/Admin/paged-unreviewed-links: accounts linked to a rider by the old name rule, never reviewed. */
export const pagedUnreviewedLinksRequestSchema = z.object({
  search: refuseControlCharacters(z.string({ error: 'Поле search: ожидается текст' }), { label: 'search' })
    .trim()
    .max(PARTICIPANT_CLAIM_LIMITS.name, `Поле search: не длиннее ${PARTICIPANT_CLAIM_LIMITS.name} символов`)
    .nullable()
    .optional(),
  page: z.int32().min(1).default(1),
  size: z.int32().min(1).max(100).default(10),
});

export const unreviewedLinkSchema = z.object({
  user: claimAccountSchema.extend({ loginProvider: z.enum(LOGIN_PROVIDERS) }),
  participant: claimRiderSchema,
});
export type UnreviewedLink = z.infer<typeof unreviewedLinkSchema>;
export const pagedUnreviewedLinksResponseSchema = pagedResponse(unreviewedLinkSchema);

/** The account's id in a path. */
export const unreviewedLinkParamsSchema = z.object({ userId: int32Param().positive() });

/** POST /v1/Admin/unreviewed-links/{userId}/unlink: the reason the user is told. */
export const unlinkParticipantRequestSchema = z.object({ reason: reasonSchema });
