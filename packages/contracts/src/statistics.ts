import { z } from 'zod';
import { pagedResponse, sortSchema } from './common.js';
import { DEFAULT_PAGE_SIZE } from './constants/index.js';
import {
  bestRacesModeSchema,
  genderFilterSchema,
  genderSchema,
  topPlacesPresentationSchema,
} from './enum-schemas.js';
import { skillMarkSchema } from './skill.js';
import { textSchema } from './text.js';

// The public rating and results reads (part 1 §2.4, §2.5, §2.7, §3, §7; part 2 §7.8).

const optionalId = z.int32().positive().optional().nullable();
const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?Z)?$/, 'Ожидается дата в формате ГГГГ-ММ-ДД')
  .optional()
  .nullable();

/** The rating filter (part 2 §3): defaults page 1, size 10, gender all, place ascending. */
export const ratingFilterSchema = z.object({
  /** Without a year: the newest season that has standings. */
  year: z.int32().optional().nullable(),
  name: textSchema
    .max(200)
    .optional()
    .nullable()
    .transform((value) => value?.trim() || null),
  gender: genderFilterSchema.catch('all').default('all'),
  organizerId: optionalId,
  clusterAgeCategoryId: optionalId,
  getOnlyUserFavoritesParticipants: z.boolean().default(false),
  page: z.int32().min(1).default(1),
  size: z.int32().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  sort: sortSchema.optional().nullable(),
});
export type RatingFilter = z.input<typeof ratingFilterSchema>;

export const ratingParticipantSchema = z.object({
  id: z.int32(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  gender: genderSchema,
  birthYear: z.int32().nullable(),
  city: z.string(),
  country: z.string(),
  club: z.string(),
  photoFileId: z.string().nullable(),
});

export const ratingEntrySchema = z.object({
  /** The participant's id (a row of the table is a participant). */
  id: z.int32(),
  place: z.int32(),
  genderPlace: z.int32(),
  rating: z.number(),
  racesCount: z.int32(),
  participant: ratingParticipantSchema,
  inCurrentUserFavorites: z.boolean(),
  showFavoriteIcon: z.boolean(),
  /**
   * Beyond the spec (issue 19): the rider's next start — the soonest upcoming event whose start list
   * names them ('Заявлен'); null without one. Sent by paged-rating.
   */
  nextStart: z
    .object({ eventId: z.int32(), eventName: z.string(), /** YYYY-MM-DD */ eventDate: z.string() })
    .nullable()
    .optional(),
  /**
   * Beyond the spec (issue 39): the rider's skill ('Сила') in their most raced family; null without a
   * rated race. Sent by paged-rating; the points stay the official rating.
   */
  skill: skillMarkSchema.nullable().optional(),
});
export type RatingEntry = z.infer<typeof ratingEntrySchema>;

export const ratingPageSchema = z.object({
  participants: pagedResponse(ratingEntrySchema),
  /** When the season's standings were last recalculated. */
  updateDate: z.string().nullable(),
  year: z.int32(),
});
export type RatingPage = z.infer<typeof ratingPageSchema>;

/** The page on which a participant stands under a filter (0 when not in the table). */
export const participantRatingPageRequestSchema = ratingFilterSchema.extend({
  participantId: z.int32().positive(),
});

/** An organizer's series (final) rating of one age category, with the races that count. */
export const finalRatingRequestSchema = z.object({
  year: z.int32(),
  organizerId: z.int32().positive(),
  clusterAgeCategoryId: z.int32().positive(),
  name: ratingFilterSchema.shape.name,
  page: z.int32().min(1).default(1),
  size: z.int32().min(1).max(1000).default(100),
});
export const finalRatingEntrySchema = ratingEntrySchema.extend({
  results: z.array(
    z.object({
      protocolId: z.int32(),
      eventName: z.string(),
      eventDate: z.string(),
      points: z.number(),
      counted: z.boolean(),
    }),
  ),
});
export const finalRatingResponseSchema = z.object({
  participants: pagedResponse(finalRatingEntrySchema),
  updateDate: z.string().nullable(),
  year: z.int32(),
  category: z.object({
    id: z.int32(),
    name: z.string(),
    gender: genderFilterSchema,
    minAge: z.int32(),
    maxAge: z.int32(),
  }),
  /** The ruling config's best-races rule. */
  bestRacesRule: z.object({
    mode: bestRacesModeSchema,
    number: z.int32().nullable(),
    percent: z.int32().nullable(),
    countedRaces: z.int32().nullable(),
    seriesRaces: z.int32(),
  }),
});

// Results overview (part 1 §2.5).

export const pagedResultsRequestSchema = z.object({
  organizerId: optionalId,
  clusterAgeCategoryId: optionalId,
  includeParticipantFavoritesMarks: z.boolean().default(true),
  topPlacesPresentation: topPlacesPresentationSchema.default('onlyTopPlaces'),
  page: z.int32().min(1).default(1),
  size: z.int32().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  searchText: textSchema
    .max(200)
    .optional()
    .nullable()
    .transform((value) => value?.trim() || null),
  searchStartDate: optionalDay,
  endSearchDate: optionalDay,
  sort: sortSchema.optional().nullable(),
});
export type PagedResultsRequest = z.input<typeof pagedResultsRequestSchema>;

export const topResultSchema = z.object({
  place: z.int32(),
  firstName: z.string(),
  lastName: z.string(),
  resultTime: z.string(),
  rating: z.number(),
  participantId: z.int32(),
  inCurrentUserFavorites: z.boolean(),
  showFavoriteIcon: z.boolean(),
  /** How many others share this place ('+N'). */
  participantsWithSamePlace: z.int32(),
});
export const resultsItemSchema = z.object({
  protocolId: z.int32(),
  eventId: z.int32(),
  eventName: z.string(),
  eventLogoFileId: z.string().nullable(),
  name: z.string(),
  eventDate: z.string(),
  isRatingProtocol: z.boolean(),
  isRatingEvent: z.boolean(),
  organizerName: z.string(),
  resultsCount: z.int32(),
  topResults: z.array(topResultSchema),
  /**
   * Beyond the spec (issue 38): when the protest window of a provisional protocol closes; null for
   * official results. Optional in the schema, always sent.
   */
  provisionalUntil: z.string().nullable().optional(),
});
export type ResultsItem = z.infer<typeof resultsItemSchema>;
export const pagedResultsResponseSchema = pagedResponse(resultsItemSchema);

/**
 * GET /v1/Statistic/stale-seasons (beyond the spec): the seasons whose standings wait for a
 * recalculation (a protocol loaded without one), oldest first, with when each was last recalculated.
 */
export const staleSeasonSchema = z.object({
  year: z.int32(),
  updateDate: z.string().nullable(),
});
export type StaleSeason = z.infer<typeof staleSeasonSchema>;
