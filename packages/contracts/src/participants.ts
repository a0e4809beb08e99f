import { z } from 'zod';
import { pagedResponse, sortSchema } from './common.js';
import { PARTICIPANT_LIMITS } from './constants.js';
import { documentStatusSchema, genderSchema } from './enums.js';

// Participant profile reads (part 2 §2.1–2.4, §3, §7.1).

export const participantInfoQuerySchema = z.object({
  participantId: z.coerce.number().int().positive(),
  /** Defaults to the participant's last participated year. */
  year: z.coerce.number().int().optional(),
  includeParticipantFavoritesMark: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(true),
});

const documentFields = (prefix: 'medicalCertificate' | 'insurancePolicy') =>
  ({
    [`${prefix}FileId`]: z.string().nullable(),
    [`${prefix}StartDate`]: z.string().nullable(),
    [`${prefix}EndDate`]: z.string().nullable(),
    [`${prefix}Status`]: documentStatusSchema,
    [`${prefix}RejectReason`]: z.string().nullable(),
  }) as Record<
    `${typeof prefix}${'FileId' | 'StartDate' | 'EndDate' | 'RejectReason'}`,
    z.ZodNullable<z.ZodString>
  > &
    Record<`${typeof prefix}Status`, typeof documentStatusSchema>;

/** A rider's documents: only for the owner and administrators. */
export const participantDocumentsSchema = z.object({
  ...documentFields('medicalCertificate'),
  ...documentFields('insurancePolicy'),
});
export type ParticipantDocuments = z.infer<typeof participantDocumentsSchema>;

export const participantProfileSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  hasAccount: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  firstNameTransliteration: z.string(),
  lastNameTransliteration: z.string(),
  gender: genderSchema.nullable(),
  /** In the chosen year: year − year of birth. */
  age: z.number().int().nullable(),
  yearOfBirth: z.number().int().nullable(),
  club: z.string(),
  city: z.string(),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  strava: z.string(),
  uciId: z.string(),
  photoFileId: z.string().nullable(),
  year: z.number().int(),
  place: z.number().int().nullable(),
  genderPlace: z.number().int().nullable(),
  rating: z.number(),
  racesCount: z.number().int(),
  inCurrentUserFavorites: z.boolean(),
  showFavoriteIcon: z.boolean(),
  lastParticipatedYear: z.number().int().nullable(),
  participatedYears: z.array(z.number().int()),
  topPlacesCount: z.array(z.object({ place: z.number().int(), count: z.number().int() })),
  latestBest5Results: z.array(
    z.object({
      place: z.number().int(),
      eventName: z.string(),
      eventDate: z.string(),
      clusterAgeCategoryName: z.string(),
      protocolId: z.number().int(),
      protocolName: z.string(),
    }),
  ),
  /** Whether the caller may see and edit the documents (owner or administrator). */
  canSeeDocuments: z.boolean(),
  isOwner: z.boolean(),
  documents: participantDocumentsSchema.nullable(),
});
export type ParticipantProfile = z.infer<typeof participantProfileSchema>;

/** All columns sortable (part 2 §2.3). */
export const PARTICIPANT_PROTOCOL_SORT_FIELDS = [
  'protocolName',
  'eventName',
  'eventDate',
  'place',
  'rating',
  'club',
] as const;

export const participantProtocolsRequestSchema = z.object({
  participantId: z.number().int().positive(),
  year: z.number().int().optional().nullable(),
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(1000).default(10),
  sort: sortSchema.optional().nullable(),
});
export const participantProtocolRowSchema = z.object({
  protocolId: z.number().int(),
  protocolName: z.string(),
  protocolDate: z.string(),
  eventId: z.number().int(),
  eventName: z.string(),
  eventDate: z.string(),
  clusterAgeCategoryName: z.string(),
  place: z.number().int().nullable(),
  genderPlace: z.number().int().nullable(),
  status: z.enum(['F', 'DNS', 'DNF', 'DSQ']),
  rating: z.number(),
  ratingCalculationFormula: z.string().nullable(),
  resultTime: z.string(),
  club: z.string(),
  isRatingProtocol: z.boolean(),
  isRatingEvent: z.boolean(),
});
export type ParticipantProtocolRow = z.infer<typeof participantProtocolRowSchema>;
export const participantProtocolsResponseSchema = pagedResponse(participantProtocolRowSchema).extend({
  /** The sum of points of the rating rows of the whole selection (not only this page). */
  ratingSum: z.number(),
});

export const yearResultsRequestSchema = z.object({
  participantId: z.number().int().positive(),
  year: z.number().int(),
  bestPlacesNumber: z.number().int().min(1).max(50).default(3),
});
export const yearResultsSchema = z.object({
  participantId: z.number().int(),
  participantFirstName: z.string(),
  participantLastName: z.string(),
  year: z.number().int(),
  totalRacesCount: z.number().int(),
  yearRating: z.number(),
  place: z.number().int().nullable(),
  genderPlace: z.number().int().nullable(),
  disciplinesBestResults: z.array(
    z.object({
      disciplineTypeId: z.number().int().nullable(),
      disciplineTypeName: z.string(),
      bestResultTime: z.string().nullable(),
      racesCount: z.number().int(),
    }),
  ),
  takenTheBestPlacesWithCounts: z.array(z.object({ takenPlace: z.number().int(), count: z.number().int() })),
});
export type YearResults = z.infer<typeof yearResultsSchema>;

export const lastYearOfActivityRequestSchema = z.object({
  eventOrganizersMaxCount: z.number().int().min(0).max(50).default(1),
  bestPlacesMaxCount: z.number().int().min(0).max(50).default(1),
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(1000).default(500),
});
export const lastYearOfActivitySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  yearOfBirth: z.number().int().nullable(),
  lastYearOfActivity: z.number().int(),
  bestResults: z.array(z.object({ eventName: z.string(), takenPlace: z.number().int() })),
  eventOrganizers: z.array(z.string()),
});
export const lastYearOfActivityResponseSchema = pagedResponse(lastYearOfActivitySchema);

export const qrCodeQuerySchema = z.object({ participantId: z.coerce.number().int().positive() });

/** Profile edit limits, shared with the form (part 2 §5). */
export const participantEditLimits = {
  ...PARTICIPANT_LIMITS,
  maxBirthYear: () => new Date().getFullYear(),
} as const;
