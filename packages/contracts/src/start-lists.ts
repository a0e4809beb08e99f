import { z } from 'zod';
import { int32Param } from './common.js';
import { genderSchema } from './enum-schemas.js';
import { linkedParticipantSchema } from './protocol-upload.js';

// Start lists (beyond the spec, issue 19): who is registered for an upcoming event, and what the
// race is expected to be worth. The file is read by the protocol reader without places; its preview
// is the upload's preview (processFileResponseSchema), its cached file the upload's cache.

/** POST /v1/StartList/create: the cached file becomes the event's start list (it replaces the old one). */
export const createStartListRequestSchema = z.object({
  eventId: z.int32().positive(),
  cachedProtocolDataId: z.uuid('Неверный идентификатор загруженного файла'),
  /** Rows of the file that are existing riders ('this is the same person'). */
  linkedParticipants: z.array(linkedParticipantSchema).max(20_000).optional(),
});
export type CreateStartListRequest = z.infer<typeof createStartListRequestSchema>;

export const createStartListResponseSchema = z.object({
  eventId: z.int32(),
  /** Rows kept in the start list. */
  entriesCount: z.int32(),
  /** Of them, rows attached to an existing rider (by the link or by name and year of birth). */
  linkedCount: z.int32(),
});
export type CreateStartListResponse = z.infer<typeof createStartListResponseSchema>;

export const startListParamsSchema = z.object({ eventId: int32Param().positive() });

/** One registered rider. Riders the portal does not know yet have no participantId. */
export const startListEntrySchema = z.object({
  participantId: z.int32().nullable(),
  lastName: z.string(),
  firstName: z.string(),
  yearOfBirth: z.int32().nullable(),
  gender: genderSchema.nullable(),
  club: z.string(),
  city: z.string(),
  /** The rider's place in their gender's national rating of the event's season, today; null if unranked. */
  seasonPlace: z.int32().nullable(),
  seasonPoints: z.number().nullable(),
  /** Whether the signed-in caller follows this rider (false for a guest). */
  inCurrentUserFavorites: z.boolean(),
});
export type StartListEntry = z.infer<typeof startListEntrySchema>;

/** What one gender's race is expected to be worth with this field (rating.md: F and Q). */
export const startListForecastSchema = z.object({
  gender: genderSchema,
  /** Registered riders of this gender: the expected field size. */
  registered: z.int32(),
  /** Of them, riders in the current top 100 of this gender's national rating (n in Q = 1 + n/200). */
  inTopHundred: z.int32(),
  expectedQ: z.number(),
  /** F of the default config for a field of `registered` starters who all finish. */
  expectedF: z.number(),
  /** Points each place would give (default config's distribution × F × Q), places 1… while above 0. */
  placePoints: z.array(z.object({ place: z.int32(), points: z.number() })),
});
export type StartListForecast = z.infer<typeof startListForecastSchema>;

/** GET /v1/StartList/{eventId}: public; 404 when the event has no start list. */
export const startListSchema = z.object({
  eventId: z.int32(),
  eventName: z.string(),
  /** YYYY-MM-DD */
  eventDate: z.string(),
  isRating: z.boolean(),
  /** ISO date-time of the upload. */
  updatedAt: z.string(),
  /** Ranked riders first (by season place), then the others by name. */
  entries: z.array(startListEntrySchema),
  forecasts: z.array(startListForecastSchema),
});
export type StartList = z.infer<typeof startListSchema>;

/** GET /v1/StartList/by-participant/{participantId}: the rider's upcoming starts ('Заявлен'), soonest first. */
export const participantStartsSchema = z.object({
  items: z.array(
    z.object({
      eventId: z.int32(),
      eventName: z.string(),
      /** YYYY-MM-DD */
      eventDate: z.string(),
    }),
  ),
});
export type ParticipantStarts = z.infer<typeof participantStartsSchema>;
export const participantStartsParamsSchema = z.object({ participantId: int32Param().positive() });
