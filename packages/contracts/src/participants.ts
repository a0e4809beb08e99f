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

/**
 * Beyond the spec: a rider's season race by race, for the chart on the profile. One point per race
 * day of the rider's rating protocols in the season: that day's points, the season total after the
 * day, and the national places (both genders; within the gender) as the standings stood that evening.
 */
export const seasonProgressQuerySchema = z.object({
  participantId: z.coerce.number().int().positive(),
  year: z.coerce.number().int().min(1900).max(2100),
});
export const seasonProgressPointSchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  /** The day's races (usually one). */
  races: z.array(
    z.object({
      protocolId: z.number().int(),
      eventId: z.number().int(),
      eventName: z.string(),
      points: z.number(),
    }),
  ),
  dayPoints: z.number(),
  totalPoints: z.number(),
  place: z.number().int(),
  genderPlace: z.number().int(),
});
export const seasonProgressSchema = z.object({
  participantId: z.number().int(),
  year: z.number().int(),
  points: z.array(seasonProgressPointSchema),
});
export type SeasonProgress = z.infer<typeof seasonProgressSchema>;
export type SeasonProgressPoint = z.infer<typeof seasonProgressPointSchema>;

export const qrCodeQuerySchema = z.object({ participantId: z.coerce.number().int().positive() });

/** Profile edit limits, shared with the form (part 2 §5). */
export const participantEditLimits = {
  ...PARTICIPANT_LIMITS,
  maxBirthYear: () => new Date().getFullYear(),
} as const;

// Profile edits, documents and uploads (part 2 §3, §4, §5, §6, §7.1, §7.2, §7.7).
// (Imports of this part stay with it: the file grows by appending.)
import { dayField, fieldName, formBoolean, formId, jsonId } from './organizers.js';
import { UCI_ID_PATTERN } from './patterns.js';

/** The current year, read when a value is checked (a server runs across New Year). */
const currentYear = () => new Date().getFullYear();

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
  z
    .string({ error: `${fieldName(label)}: ожидается текст` })
    .trim()
    .max(max, `${fieldName(label)}: не длиннее ${max} символов`)
    .refine(
      (value) => ![...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127),
      `${fieldName(label)}: недопустимые символы`,
    )
    .optional();

export const PROFILE_TEXT_LIMITS = { nameTransliteration: 100, club: 200, uciId: 30, strava: 300 } as const;

/** A Strava athlete number or a link to the athlete's page (shown as a link, so only http and https). */
export const STRAVA_PATTERN = /^(\d+|https?:\/\/[^\s]+)$/i;

/**
 * Multipart form of POST /v1/Participant/edit-participant-info (the file part is `photo`).
 * Only the fields sent change. A field sent empty clears it (weight, height, UCI ID, Strava, club,
 * transliterations); the year of birth cannot be cleared (protocols are matched by it). The Strava
 * field may be changed only by an administrator. `needToDeletePhoto=true` removes the photo; a new
 * `photo` replaces it (and wins over needToDeletePhoto).
 */
export const editParticipantInfoFormSchema = z.object({
  id: formId('идентификатор участника'),
  yearOfBirth: formWholeNumber('год рождения', PARTICIPANT_LIMITS.minBirthYear, currentYear, false),
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

/** The two documents of a rider, as the flat field names start. */
export const PARTICIPANT_DOCUMENT_KINDS = ['medicalCertificate', 'insurancePolicy'] as const;
export type ParticipantDocumentKind = (typeof PARTICIPANT_DOCUMENT_KINDS)[number];

/** How messages name each document: nominative and genitive («медицинской справки»). */
export const PARTICIPANT_DOCUMENT_NAMES: Record<
  ParticipantDocumentKind,
  { nominative: string; genitive: string }
> = {
  medicalCertificate: { nominative: 'Медицинская справка', genitive: 'медицинской справки' },
  insurancePolicy: { nominative: 'Страховой полис', genitive: 'страхового полиса' },
};

/** The statuses as the documents block shows them (part 2 §2.7). */
export const DOCUMENT_STATUS_WORDS_RU: Record<z.infer<typeof documentStatusSchema>, string> = {
  undefined: 'Нет документа',
  underConsideration: 'На проверке',
  approved: 'Одобрено',
  rejected: 'Отклонено',
};

const documentFileId = (label: string) =>
  z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.uuid({ error: `${fieldName(label)}: ожидается идентификатор файла (UUID) или null` }).nullable(),
    )
    .optional();
const documentDay = (label: string) =>
  z.preprocess((value) => (value === '' ? null : value), dayField(label).nullable()).optional();

/**
 * Body of POST /v1/Participant/edit-documents (the owner only). The files are uploaded first with
 * POST /v1/File (kind document). Per document:
 * - file id and both dates: the document is set; a new file, or new dates, send it to
 *   underConsideration (the reject reason is cleared) and administrators are notified;
 * - file id null: the document is deleted (file, dates, status and reject reason);
 * - file id left out (and no dates): the document is unchanged.
 * Dates are days: YYYY-MM-DD or YYYY-MM-DDT00:00:00Z.
 */
export const editDocumentsRequestSchema = z.object({
  participantId: jsonId('идентификатор участника'),
  medicalCertificateFileId: documentFileId('файл медицинской справки'),
  medicalCertificateStartDate: documentDay('начало действия медицинской справки'),
  medicalCertificateEndDate: documentDay('окончание действия медицинской справки'),
  insurancePolicyFileId: documentFileId('файл страхового полиса'),
  insurancePolicyStartDate: documentDay('начало действия страхового полиса'),
  insurancePolicyEndDate: documentDay('окончание действия страхового полиса'),
});
export type EditDocumentsRequest = z.infer<typeof editDocumentsRequestSchema>;

/** The rules of the owner's document form (part 2 §5) with their exact texts; [] when it may be sent. */
export const editDocumentsErrors = (request: EditDocumentsRequest): string[] => {
  const errors: string[] = [];
  for (const kind of PARTICIPANT_DOCUMENT_KINDS) {
    const { genitive } = PARTICIPANT_DOCUMENT_NAMES[kind];
    const fileId = request[`${kind}FileId`];
    const start = request[`${kind}StartDate`];
    const end = request[`${kind}EndDate`];
    if (fileId) {
      if (!start || !end) errors.push(`Введите период действия ${genitive}`);
      else if (end < start)
        errors.push(`Дата окончания действия ${genitive} не может быть раньше даты начала`);
    } else if (start || end) {
      errors.push(`Выберите файл для ${genitive}`);
    }
  }
  if (
    request.medicalCertificateFileId &&
    request.medicalCertificateFileId === request.insurancePolicyFileId
  ) {
    errors.push('Медицинская справка и страховой полис должны быть разными файлами');
  }
  return errors;
};

export const DOCUMENT_REJECT_REASON_MAX = 1000;
const rejectReason = (label: string) =>
  z
    .string({ error: `${fieldName(label)}: ожидается текст` })
    .trim()
    .max(DOCUMENT_REJECT_REASON_MAX, `${fieldName(label)}: не длиннее ${DOCUMENT_REJECT_REASON_MAX} символов`)
    .nullable()
    .optional();

/**
 * Body of POST /v1/Admin/set-participant-document-status (administrators). A status left out or
 * equal to the current one changes nothing; approved, rejected or underConsideration may be set on
 * a document that exists; rejected needs a reason (kept only with rejected). The rider is notified.
 */
export const setDocumentStatusRequestSchema = z.object({
  participantId: jsonId('идентификатор участника'),
  medicalCertificateStatus: documentStatusSchema.nullable().optional(),
  insurancePolicyStatus: documentStatusSchema.nullable().optional(),
  medicalCertificateRejectReason: rejectReason('причина отклонения медицинской справки'),
  insurancePolicyRejectReason: rejectReason('причина отклонения страхового полиса'),
});
export type SetDocumentStatusRequest = z.infer<typeof setDocumentStatusRequestSchema>;

/** The rule of the administrator's form: rejecting needs a reason; [] when it may be sent. */
export const setDocumentStatusErrors = (request: SetDocumentStatusRequest): string[] =>
  PARTICIPANT_DOCUMENT_KINDS.filter(
    (kind) => request[`${kind}Status`] === 'rejected' && !request[`${kind}RejectReason`]?.trim(),
  ).map((kind) => `Укажите причину отклонения ${PARTICIPANT_DOCUMENT_NAMES[kind].genitive}`);

/** What POST /v1/File stores: a participant's document (the default) or a photo. */
export const UPLOAD_FILE_KINDS = ['document', 'photo'] as const;

/**
 * Multipart form of POST /v1/File besides the file part `file`: `kind` = document (pdf, jpeg, png;
 * the default) or photo (jpeg, png, webp, gif). The type is judged by the content, never the name;
 * above 30 MB the answer is 413.
 */
export const uploadFileFormSchema = z.object({
  kind: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.enum(UPLOAD_FILE_KINDS, { error: `${fieldName('вид файла (kind)')}: document или photo` }),
    )
    .default('document'),
});

/** Answer of POST /v1/File: the new file's id (use it as medicalCertificateFileId, …) and what was stored. */
export const uploadedFileSchema = z.object({
  id: z.string().describe('Идентификатор нового файла (UUID)'),
  kind: z.enum(UPLOAD_FILE_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedFileInfo = z.infer<typeof uploadedFileSchema>;
