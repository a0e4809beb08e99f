import { z } from 'zod';
import { pagedResponse, sortSchema, int32Param, yearFilterSchema } from './common.js';
import { PARTICIPANT_LIMITS, PROFILE_TEXT_LIMITS, maxBirthYear } from './constants/index.js';
import { documentStatusSchema, genderSchema, resultStatusSchema } from './enum-schemas.js';
import { fieldName, formBoolean, formId } from './organizers.js';
import { STRAVA_PATTERN, UCI_ID_PATTERN } from './patterns.js';
import { participantPrivacySchema } from './participant-privacy.js';
import { ratingAdjustmentSchema } from './rating-adjustments.js';
import { refuseControlCharacters } from './text.js';

// Participant profile reads (part 2 §2.1–2.4, §3, §7.1).

export const participantInfoQuerySchema = z.object({
  participantId: int32Param().positive(),
  /** Defaults to the participant's last participated year. */
  year: int32Param().optional(),
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
  id: z.int32(),
  /**
   * The linked account: only for its owner and administrators (null for everyone else), so a
   * profile does not tell whether the rider has an account (issue 34).
   */
  userId: z.int32().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  firstNameTransliteration: z.string(),
  lastNameTransliteration: z.string(),
  gender: genderSchema.nullable(),
  /** In the chosen year: year − year of birth. */
  age: z.int32().nullable(),
  yearOfBirth: z.int32().nullable(),
  club: z.string(),
  city: z.string(),
  height: z.int32().nullable(),
  weight: z.int32().nullable(),
  strava: z.string(),
  uciId: z.string(),
  photoFileId: z.string().nullable(),
  year: z.int32(),
  place: z.int32().nullable(),
  genderPlace: z.int32().nullable(),
  rating: z.number(),
  racesCount: z.int32(),
  inCurrentUserFavorites: z.boolean(),
  showFavoriteIcon: z.boolean(),
  lastParticipatedYear: z.int32().nullable(),
  participatedYears: z.array(z.int32()),
  topPlacesCount: z.array(z.object({ place: z.int32(), count: z.int32() })),
  latestBest5Results: z.array(
    z.object({
      place: z.int32(),
      eventName: z.string(),
      eventDate: z.string(),
      clusterAgeCategoryName: z.string(),
      protocolId: z.int32(),
      protocolName: z.string(),
    }),
  ),
  /** Whether the caller may see and edit the documents (owner or administrator). */
  canSeeDocuments: z.boolean(),
  isOwner: z.boolean(),
  documents: participantDocumentsSchema.nullable(),
  /**
   * Administrators' corrections of the year's points, each a line of its own with its reason (they
   * are already in `rating`). Always sent; optional for clients built before it.
   */
  ratingAdjustments: z.array(ratingAdjustmentSchema).optional(),
  /**
   * The rider hid the profile (issue 34): everyone but the owner and administrators gets initials,
   * no year, club, city, photo or results here, and the page shows a short notice.
   */
  isHidden: z.boolean(),
  /** When and by whom it was hidden: for the owner and administrators only (null for others). */
  privacy: participantPrivacySchema.nullable(),
});
export type ParticipantProfile = z.infer<typeof participantProfileSchema>;

export const participantProtocolsRequestSchema = z.object({
  participantId: z.int32().positive(),
  year: yearFilterSchema.optional().nullable(),
  page: z.int32().min(1).default(1),
  size: z.int32().min(1).max(1000).default(10),
  sort: sortSchema.optional().nullable(),
});
export const participantProtocolRowSchema = z.object({
  /** The result row (a rider disputes it by this id, issue 34). */
  resultId: z.int32(),
  protocolId: z.int32(),
  protocolName: z.string(),
  protocolDate: z.string(),
  eventId: z.int32(),
  eventName: z.string(),
  eventDate: z.string(),
  clusterAgeCategoryName: z.string(),
  place: z.int32().nullable(),
  genderPlace: z.int32().nullable(),
  status: resultStatusSchema,
  rating: z.number(),
  ratingCalculationFormula: z.string().nullable(),
  resultTime: z.string(),
  club: z.string(),
  isRatingProtocol: z.boolean(),
  isRatingEvent: z.boolean(),
  /**
   * Beyond the spec (issue 38): when the protest window of a provisional protocol closes; null for
   * official results. Optional in the schema, always sent.
   */
  provisionalUntil: z.string().nullable().optional(),
});
export type ParticipantProtocolRow = z.infer<typeof participantProtocolRowSchema>;
export const participantProtocolsResponseSchema = pagedResponse(participantProtocolRowSchema).extend({
  /** The sum of points of the rating rows of the whole selection (not only this page). */
  ratingSum: z.number(),
});

export const yearResultsRequestSchema = z.object({
  participantId: z.int32().positive(),
  year: z.int32(),
  bestPlacesNumber: z.int32().min(1).max(50).default(3),
});
export const yearResultsSchema = z.object({
  participantId: z.int32(),
  participantFirstName: z.string(),
  participantLastName: z.string(),
  year: z.int32(),
  totalRacesCount: z.int32(),
  yearRating: z.number(),
  place: z.int32().nullable(),
  genderPlace: z.int32().nullable(),
  disciplinesBestResults: z.array(
    z.object({
      disciplineTypeId: z.int32().nullable(),
      disciplineTypeName: z.string(),
      bestResultTime: z.string().nullable(),
      racesCount: z.int32(),
    }),
  ),
  takenTheBestPlacesWithCounts: z.array(z.object({ takenPlace: z.int32(), count: z.int32() })),
});
export type YearResults = z.infer<typeof yearResultsSchema>;

export const lastYearOfActivityRequestSchema = z.object({
  eventOrganizersMaxCount: z.int32().min(0).max(50).default(1),
  bestPlacesMaxCount: z.int32().min(0).max(50).default(1),
  page: z.int32().min(1).default(1),
  size: z.int32().min(1).max(1000).default(500),
});
export const lastYearOfActivitySchema = z.object({
  id: z.int32(),
  firstName: z.string(),
  lastName: z.string(),
  yearOfBirth: z.int32().nullable(),
  lastYearOfActivity: z.int32(),
  bestResults: z.array(z.object({ eventName: z.string(), takenPlace: z.int32() })),
  eventOrganizers: z.array(z.string()),
});
export const lastYearOfActivityResponseSchema = pagedResponse(lastYearOfActivitySchema);

/**
 * Beyond the spec: a rider's season race by race, for the chart on the profile. One point per race
 * day of the rider's rating protocols in the season: that day's points, the season total after the
 * day, and the national places (both genders; within the gender) as the standings stood that evening.
 */
export const seasonProgressQuerySchema = z.object({
  participantId: int32Param().positive(),
  year: int32Param().min(1900).max(2100),
});
export const seasonProgressPointSchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  /** The day's races (usually one). */
  races: z.array(
    z.object({
      protocolId: z.int32(),
      eventId: z.int32(),
      eventName: z.string(),
      points: z.number(),
    }),
  ),
  dayPoints: z.number(),
  totalPoints: z.number(),
  place: z.int32(),
  genderPlace: z.int32(),
});
export const seasonProgressSchema = z.object({
  participantId: z.int32(),
  year: z.int32(),
  points: z.array(seasonProgressPointSchema),
});
export type SeasonProgress = z.infer<typeof seasonProgressSchema>;
export type SeasonProgressPoint = z.infer<typeof seasonProgressPointSchema>;

export const qrCodeQuerySchema = z.object({ participantId: int32Param().positive() });

// Profile edits (part 2 §3, §4, §5, §6, §7.1); documents and uploads: participant-documents.ts.

/**
 * A whole number sent in a form, within bounds. Left out: unchanged; sent empty: cleared (null),
 * unless the field may not be cleared.
 */
const formWholeNumber = (label: string, min: number, max: () => number, clearable: boolean) => {
  const value = z
    .number({
      error: (issue) =>
        issue.input === null
          ? `${fieldName(label)}: нельзя очистить, укажите значение от ${min} до ${max()}`
          : `${fieldName(label)}: ожидается целое число`,
    })
    .int(`${fieldName(label)}: ожидается целое число`)
    .refine((number) => number >= min && number <= max(), {
      error: () => `${fieldName(label)}: от ${min} до ${max()}`,
    });
  return z.preprocess(
    (input) => {
      if (typeof input !== 'string') return input;
      const text = input.trim();
      if (text === '') return null;
      return /^[+-]?\d+$/.test(text) ? Number(text) : text;
    },
    clearable ? value.nullable().optional() : value.optional(),
  );
};

/** A line of text sent in a form: trimmed and limited. Left out: unchanged; sent empty: cleared. */
const formLine = (label: string, max: number) =>
  refuseControlCharacters(z.string({ error: `${fieldName(label)}: ожидается текст` }), { label })
    .trim()
    .max(max, `${fieldName(label)}: не длиннее ${max} символов`)
    .optional();

/**
 * Multipart form of POST /v1/Participant/edit-participant-info (the file part is `photo`).
 * Only the fields sent change. A field sent empty clears it (weight, height, UCI ID, Strava, club,
 * transliterations); the year of birth cannot be cleared (protocols are matched by it). The Strava
 * field may be changed only by an administrator. `needToDeletePhoto=true` removes the photo; a new
 * `photo` replaces it (and wins over needToDeletePhoto).
 */
export const editParticipantInfoFormSchema = z.object({
  id: formId('идентификатор участника'),
  yearOfBirth: formWholeNumber('год рождения', PARTICIPANT_LIMITS.minBirthYear, maxBirthYear, false),
  weight: formWholeNumber('вес', PARTICIPANT_LIMITS.minWeight, () => PARTICIPANT_LIMITS.maxWeight, true),
  height: formWholeNumber('рост', PARTICIPANT_LIMITS.minHeight, () => PARTICIPANT_LIMITS.maxHeight, true),
  uciId: formLine('UCI ID', PROFILE_TEXT_LIMITS.uciId).refine(
    (value) => value === undefined || UCI_ID_PATTERN.test(value),
    `${fieldName('UCI ID')}: только цифры и дефисы`,
  ),
  strava: formLine('Strava', PROFILE_TEXT_LIMITS.strava).refine(
    (value) => !value || STRAVA_PATTERN.test(value),
    `${fieldName('Strava')}: номер спортсмена или ссылка вида https://www.strava.com/athletes/…`,
  ),
  club: formLine('клуб', PROFILE_TEXT_LIMITS.club),
  firstNameTransliteration: formLine('имя латиницей', PROFILE_TEXT_LIMITS.nameTransliteration),
  lastNameTransliteration: formLine('фамилия латиницей', PROFILE_TEXT_LIMITS.nameTransliteration),
  needToDeletePhoto: formBoolean('удалить фотографию (needToDeletePhoto)', false),
});
export type EditParticipantInfoForm = z.infer<typeof editParticipantInfoFormSchema>;
