import { z } from 'zod';
import { documentStatusSchema, genderSchema, resultStatusSchema } from './enum-schemas.js';
import { refuseControlCharacters } from './text.js';
import { INT32_MAX, int32Param } from './common.js';

// Merging two chosen riders (beyond the catalogue): a preview with both histories side by side,
// then the merge with the fields chosen from either; undone from its audit record.

/** The fields an administrator chooses between; a document or the photo travels as a whole. */
export const MERGE_FIELDS = [
  'lastName',
  'firstName',
  'middleName',
  'yearOfBirth',
  'gender',
  'club',
  'city',
  'country',
  'height',
  'weight',
  'strava',
  'uciId',
  'firstNameTransliteration',
  'lastNameTransliteration',
  'photo',
  'medicalCertificate',
  'insurancePolicy',
] as const;
export const mergeFieldSchema = z.enum(MERGE_FIELDS);
export type MergeField = z.infer<typeof mergeFieldSchema>;

export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  lastName: 'Фамилия',
  firstName: 'Имя',
  middleName: 'Отчество',
  yearOfBirth: 'Год рождения',
  gender: 'Пол',
  club: 'Клуб',
  city: 'Город',
  country: 'Страна',
  height: 'Рост',
  weight: 'Вес',
  strava: 'Strava',
  uciId: 'UCI ID',
  firstNameTransliteration: 'Имя латиницей',
  lastNameTransliteration: 'Фамилия латиницей',
  photo: 'Фотография',
  medicalCertificate: 'Медицинская справка',
  insurancePolicy: 'Страховой полис',
};

const riderId = (label: string) =>
  z.coerce
    .number({ error: `Параметр ${label}: ожидается число` })
    .int(`Параметр ${label}: ожидается целое число`)
    .positive(`Параметр ${label}: ожидается положительное число`)
    .max(INT32_MAX, `Параметр ${label}: слишком большое число`);

const differentRiders = {
  message: 'Выберите двух разных участников',
  path: ['otherParticipantId'],
};

/** GET /v1/Admin/participant-merge-preview?participantId&otherParticipantId. */
export const participantMergePreviewQuerySchema = z
  .object({ participantId: riderId('participantId'), otherParticipantId: riderId('otherParticipantId') })
  .refine((query) => query.participantId !== query.otherParticipantId, differentRiders);

/** One race of a rider's history. */
export const mergeHistoryRowSchema = z.object({
  protocolId: z.int32(),
  protocolName: z.string(),
  eventId: z.int32(),
  eventName: z.string(),
  eventDate: z.string(),
  place: z.int32().nullable(),
  status: resultStatusSchema,
  points: z.number(),
  isRatingProtocol: z.boolean(),
  /** The other rider stands in the same protocol (the merge is refused). */
  isShared: z.boolean(),
});

export const mergeSideSchema = z.object({
  id: z.int32(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  yearOfBirth: z.int32().nullable(),
  gender: genderSchema.nullable(),
  club: z.string(),
  city: z.string(),
  photoFileId: z.string().nullable(),
  medicalCertificateStatus: documentStatusSchema,
  insurancePolicyStatus: documentStatusSchema,
  userId: z.int32().nullable(),
  userEmail: z.string().nullable(),
  createdOn: z.string(),
  resultsCount: z.int32(),
  favoritesCount: z.int32(),
  ratingAdjustmentsCount: z.int32(),
  results: z.array(mergeHistoryRowSchema),
});

export const mergeFieldChoiceSchema = z.object({
  field: mergeFieldSchema,
  label: z.string(),
  value: z.string().nullable(),
  otherValue: z.string().nullable(),
  differs: z.boolean(),
});

export const participantMergePreviewSchema = z.object({
  /** The rider who stays. */
  participant: mergeSideSchema,
  /** The rider merged into it and removed. */
  other: mergeSideSchema,
  fields: z.array(mergeFieldChoiceSchema),
  sharedProtocols: z.array(
    z.object({
      protocolId: z.int32(),
      protocolName: z.string(),
      eventName: z.string(),
      eventDate: z.string(),
    }),
  ),
  canMerge: z.boolean(),
  /** Why the merge is refused (null when it is not). */
  refusal: z.string().nullable(),
});
export type ParticipantMergePreview = z.infer<typeof participantMergePreviewSchema>;

/** POST /v1/Admin/merge-participants: `otherParticipantId` merges into `participantId`. */
export const mergeParticipantsRequestSchema = z
  .object({
    participantId: z.int32().positive(),
    otherParticipantId: z.int32().positive(),
    /** Fields taken from the other rider; every other field stays the kept rider's. */
    takeFromOther: z.array(mergeFieldSchema).max(MERGE_FIELDS.length).default([]),
  })
  .refine((body) => body.participantId !== body.otherParticipantId, differentRiders);
export type MergeParticipantsRequest = z.input<typeof mergeParticipantsRequestSchema>;

export const mergeParticipantsResponseSchema = z.object({
  auditId: z.int32(),
  participantId: z.int32(),
  resultsMoved: z.int32(),
  seasons: z.array(z.int32()),
  recalculationJobId: z.int32().nullable(),
  message: z.string(),
});

/** GET /v1/Admin/suggest-participant?query&takeCount: riders by name, for choosing whom to merge. */
export const suggestParticipantQuerySchema = z.object({
  query: refuseControlCharacters(z.string({ error: 'Параметр query: ожидается текст' }), {
    label: 'query',
  })
    .trim()
    .min(1, 'Параметр query: введите часть имени')
    .max(100, 'Параметр query: не длиннее 100 символов'),
  takeCount: int32Param().min(1).max(50).default(10),
});
export const participantSuggestionSchema = z.object({
  id: z.int32(),
  lastName: z.string(),
  firstName: z.string(),
  yearOfBirth: z.int32().nullable(),
  club: z.string(),
  resultsCount: z.int32(),
  hasAccount: z.boolean(),
});
