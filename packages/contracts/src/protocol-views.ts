import { z } from 'zod';
import { pagedResponse, sortSchema, int32Param, yearFilterSchema } from './common.js';
import { DEFAULT_PAGE_SIZE } from './constants/index.js';
import { genderSchema, ratioCalculationModeSchema, resultStatusSchema } from './enum-schemas.js';
import { textSchema } from './text.js';
import { protocolLifecycleSchema } from './results-lifecycle.js';

// Protocol reads (part 1 §2.6, §2.8, §3; part 2 §3, §7.3).

export const protocolGenderCoefficientsSchema = z.object({
  starters: z.int32(),
  scorers: z.int32(),
  significanceParticipantPercent: z.number(),
  significanceRatio: z.number(),
  representationParticipantCount: z.int32(),
  representationRatio: z.number(),
});

export const protocolResultSchema = z.object({
  id: z.int32(),
  participantId: z.int32(),
  firstName: z.string(),
  lastName: z.string(),
  gender: genderSchema,
  place: z.int32().nullable(),
  genderPlace: z.int32().nullable(),
  status: resultStatusSchema,
  rating: z.number(),
  ratingCalculationFormula: z.string().nullable(),
  resultTime: z.string(),
  comment: z.string(),
  club: z.string(),
  city: z.string(),
  bib: z.string(),
  yearOfBirth: z.int32().nullable(),
  inCurrentUserFavorites: z.boolean(),
  showFavoriteIcon: z.boolean(),
});
export type ProtocolResult = z.infer<typeof protocolResultSchema>;

export const protocolEventSchema = z.object({
  id: z.int32(),
  raceName: z.string(),
  eventDate: z.string(),
  isRating: z.boolean(),
  logoFileId: z.string().nullable(),
  disciplineName: z.string().nullable(),
  organizer: z.object({ id: z.int32(), name: z.string() }),
});

export const protocolViewSchema = z.object({
  id: z.int32(),
  name: z.string(),
  raceDate: z.string(),
  uploadDate: z.string(),
  isRating: z.boolean(),
  isRatingProtocol: z.boolean(),
  isRatingEvent: z.boolean(),
  isRatingFromProtocolFile: z.boolean(),
  resultsCount: z.int32(),
  event: protocolEventSchema,
  clusterAgeCategory: z.object({ id: z.int32(), name: z.string() }).nullable(),
  config: z.object({
    id: z.int32(),
    name: z.string(),
    significanceRatioCalculationMode: ratioCalculationModeSchema,
    significanceRatio: z.number().nullable(),
    representationRatioCalculationMode: ratioCalculationModeSchema,
    representationRatio: z.number().nullable(),
  }),
  /** The stored F share (p, %) and Q count (n) of the larger gender, as the info block shows them. */
  significanceParticipantPercent: z.number().nullable(),
  representationParticipantCount: z.int32().nullable(),
  /** The same per gender. */
  coefficients: z.object({
    male: protocolGenderCoefficientsSchema.optional(),
    female: protocolGenderCoefficientsSchema.optional(),
  }),
  results: z.array(protocolResultSchema),
  /** Beyond the spec (issue 38): provisional or official. Optional in the schema, always sent. */
  lifecycle: protocolLifecycleSchema.optional(),
});
export type ProtocolView = z.infer<typeof protocolViewSchema>;

export const protocolQuerySchema = z.object({
  includeParticipantFavoritesMarks: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(true),
});

/** Protocols of an event (part 1 §2.8): default sort UploadDate descending. */
export const pagedShortInfoRequestSchema = z.object({
  organizerId: z.int32().positive().optional().nullable(),
  eventId: z.int32().positive().optional().nullable(),
  protocolName: textSchema.trim().max(200).optional().nullable(),
  page: z.int32().min(1).default(1),
  size: z.int32().min(1).max(1000).default(DEFAULT_PAGE_SIZE),
  sort: sortSchema.optional().nullable(),
});
export const shortProtocolSchema = z.object({
  id: z.int32(),
  name: z.string(),
  isRating: z.boolean(),
  uploadDate: z.string(),
  resultsCount: z.int32(),
  event: z.object({
    id: z.int32(),
    raceName: z.string(),
    eventDate: z.string(),
    isRating: z.boolean(),
  }),
  /**
   * Beyond the spec (issue 38): when the protest window of a provisional protocol closes; null for
   * official results. Optional in the schema, always sent.
   */
  provisionalUntil: z.string().nullable().optional(),
});
export type ShortProtocol = z.infer<typeof shortProtocolSchema>;
export const pagedShortInfoResponseSchema = pagedResponse(shortProtocolSchema);

/** The cabinet's protocol list (part 2 §3 Protocol). */
export const pagedProtocolsRequestSchema = pagedShortInfoRequestSchema.extend({
  searchText: textSchema.trim().max(200).optional().nullable(),
  year: yearFilterSchema.optional().nullable(),
});
export const protocolListItemSchema = z.object({
  id: z.int32(),
  configId: z.int32(),
  configName: z.string(),
  eventId: z.int32(),
  eventName: z.string(),
  eventDate: z.string(),
  protocolName: z.string(),
  uploadDate: z.string(),
  resultsCount: z.int32(),
  isRatingProtocol: z.boolean(),
  isRatingEvent: z.boolean(),
  isRatingFromProtocolFile: z.boolean(),
  organizerId: z.int32(),
  organizerName: z.string(),
  clusterAgeCategoryId: z.int32().nullable(),
  clusterAgeCategoryName: z.string().nullable(),
  /**
   * Beyond the spec (issue 38): when the protest window of a provisional protocol closes; null for
   * official results. Optional in the schema, always sent.
   */
  provisionalUntil: z.string().nullable().optional(),
  /** Beyond the spec (issue 38): open protests (riders' requests) about it, and its version. */
  openProtestsCount: z.int32().optional(),
  versionNumber: z.int32().optional(),
});
export type ProtocolListItem = z.infer<typeof protocolListItemSchema>;
export const pagedProtocolsResponseSchema = pagedResponse(protocolListItemSchema);

export const protocolListQuerySchema = z.object({
  eventId: int32Param().positive().optional(),
  organizerId: int32Param().positive().optional(),
});
